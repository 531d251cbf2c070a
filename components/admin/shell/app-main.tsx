'use client';

import { Activity } from 'react';
import type { Resolution } from '@/lib/admin/resolve-page';
import { PageView } from './page-view';

export interface ShownPage {
  path: string;
  resolution: Resolution;
  query: Record<string, string>;
}

interface Props {
  currentPath: string;
  /** The open page, and the visited pages kept alive (the open one among them when it is kept). */
  pages: ShownPage[];
  generationOf: (path: string) => number;
}

/**
 * The page area. Every page is drawn inside React's Activity in one keyed list, so a page keeps
 * its state while hidden behind another (a half-filled form, a scrolled list) and is never
 * remounted because it moved between "open" and "kept". `noCache` pages leave the list as soon
 * as they are closed; a refresh bumps the page's generation, which remounts it from scratch.
 */
export function AppMain({ currentPath, pages, generationOf }: Props) {
  return pages.map((page) => (
    <Activity key={`${page.path}#${generationOf(page.path)}`} mode={page.path === currentPath ? 'visible' : 'hidden'}>
      <PageView resolution={page.resolution} query={page.query} />
    </Activity>
  ));
}
