import Fuse from 'fuse.js';
import { menuLeaves, type MenuEntry } from './server-routes';

/**
 * The navbar's route search: fuzzy matching over every menu page's title trail and path with the
 * spec's weights (section 9: threshold 0.4, title 0.7, path 0.3).
 */
export interface SearchablePage {
  title: string;
  path: string;
  external: boolean;
}

export const ROUTE_SEARCH_OPTIONS = {
  threshold: 0.4,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

export function createRouteSearch(menu: MenuEntry[]): (query: string) => SearchablePage[] {
  const fuse = new Fuse(menuLeaves(menu), ROUTE_SEARCH_OPTIONS);
  return (query) => (query.trim() ? fuse.search(query.trim()).map((result) => result.item) : []);
}
