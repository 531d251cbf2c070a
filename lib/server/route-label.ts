import type { Contract } from '../contract/contract';
import { ADMIN_SECTIONS } from '../admin/resolve-page';
import { FIXED_PAGES, PAGE_ALIASES } from '../seo/public-routes';

/**
 * The route a request is counted under in logs and metrics: one of a fixed set of classes,
 * never the raw path, so made-up addresses cannot create new metric series.
 */

const ADMIN_PAGES = new Set<string>([...ADMIN_SECTIONS, 'redirect']);
const AUTH_PAGES = new Set(['login', 'register', 'forgetPassword']);
// The public and member pages by their first segment (app/[locale]/(portal)).
const NAMED_PAGES = new Set([
  ...[...FIXED_PAGES, ...Object.keys(PAGE_ALIASES)].map((page) => page.slice(1)),
  'Declare',
  'personal',
  'user',
  'member-sign-up',
  '401',
  '404',
]);

export const HEALTH_PATHS = new Set(['/healthz', '/readyz']);

/** How a request is labelled, for an API of these contracts (the composition root's, root/contracts.ts). */
export function createRouteLabel(contracts: readonly Pick<Contract, 'path'>[]): RouteLabel {
  // The API's top-level path segments, from its contracts; others count as api:other.
  const apiSegments = new Set(contracts.map((contract) => contract.path.split('/')[1]));
  return (url) => routeLabelOf(url, apiSegments);
}

export type RouteLabel = (url: string) => string;

function routeLabelOf(url: string, apiSegments: ReadonlySet<string>): string {
  const path = url.split('?')[0];
  if (HEALTH_PATHS.has(path)) return 'health';
  if (path === '/prod-api' || path.startsWith('/prod-api/')) {
    const segment = path.split('/')[2] ?? '';
    return apiSegments.has(segment) ? `api:${segment}` : 'api:other';
  }
  if (path.startsWith('/_next/')) return path.startsWith('/_next/static/') ? 'static' : 'other';
  // A file from public/ (the logo, favicon) or a generated one (robots.txt, sitemap.xml).
  if (/\.[A-Za-z0-9]+$/.test(path)) return 'static';
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'en') segments.shift();
  const [first, second] = segments;
  if (first === undefined) return 'page:/';
  if (first === 'article' || (first === 'members' && second === 'article')) return 'page:/article';
  if (first === 'areaxList' || first === 'members') return 'page:/areaxList';
  if (ADMIN_PAGES.has(first)) return 'page:admin';
  if (AUTH_PAGES.has(first)) return 'page:auth';
  if (NAMED_PAGES.has(first)) return `page:/${first}`;
  return 'page:other';
}
