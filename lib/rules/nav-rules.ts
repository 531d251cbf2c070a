/**
 * The spec's navigation rules (section 2, shared shell): where an item links, which item is
 * highlighted on a page, and which items English hides. Pure, so pages and tests share them.
 */

import { inLocale } from '@/lib/content/in-locale';

export interface NavCategory {
  id: number;
  parentId: number;
  bllName: string;
  bllEsName: string;
  bllType: string;
  bllValue: string;
  indexArea: number;
  children: NavCategory[];
}

export const MEMBERSHIP_NAV_ID = 13;
export const TRAINING_NAV_ID = 85;
export const ABOUT_NAV_ID = 86;
export const CERTIFICATE_NAV_ID = 102;
export const MERIT_RATING_NAME = '能力评价';

/** News, policy, activities and ability evaluation: Chinese-only sections. */
export const ENGLISH_HIDDEN_NAV_IDS = [10, 20, 30, 50];

/** The category list page of a category, opened on its first child's tab when it has children. */
export function categoryListHref(category: Pick<NavCategory, 'id' | 'children'>): string {
  const tab = category.children[0]?.id ?? category.id;
  return `/areaxList?parentId=${category.id}&tabIndex=${tab}`;
}

/** Type 3 links to its path; type 4 named 能力评价 to its path; types 1, 2 and other type 4 to the list. */
export function navHref(item: NavCategory): string {
  if (item.bllType === '3' && item.bllValue) return item.bllValue;
  if (item.bllType === '4' && item.bllName === MERIT_RATING_NAME && item.bllValue) return item.bllValue;
  return categoryListHref(item);
}

export function navLabel(item: Pick<NavCategory, 'bllName' | 'bllEsName'>, locale: string): string {
  return inLocale(item.bllName, item.bllEsName, locale);
}

export function visibleNavItems<T extends Pick<NavCategory, 'id'>>(items: T[], locale: string): T[] {
  return locale === 'en' ? items.filter((item) => !ENGLISH_HIDDEN_NAV_IDS.includes(item.id)) : items;
}

const FORCED_HIGHLIGHTS: [RegExp, number][] = [
  [/trainingEvent|trainingCourse|pxMessage|meritRating|evaluate/i, TRAINING_NAV_ID],
  [/membership/i, MEMBERSHIP_NAV_ID],
  [/aboutUs/i, ABOUT_NAV_ID],
  [/certificate/i, CERTIFICATE_NAV_ID],
];

/** The top-level item a category belongs to. */
function topLevelOf(items: NavCategory[], categoryId: number): number | null {
  for (const item of items) {
    const stack = [item];
    while (stack.length) {
      const current = stack.pop()!;
      if (current.id === categoryId) return item.id;
      stack.push(...current.children);
    }
  }
  return null;
}

/**
 * The highlighted item: forced to 85 on training, merit-rating and evaluate pages, 13 on
 * membership, 86 on about us and 102 on certificate pages; on a category list, the top-level
 * item of its category; an item whose own path is the page; else none.
 */
export function highlightedNavId(items: NavCategory[], pathname: string, search: URLSearchParams): number | null {
  const path = pathname.replace(/^\/en(?=\/|$)/, '') || '/';
  for (const [pattern, id] of FORCED_HIGHLIGHTS) if (pattern.test(path)) return id;
  const parentId = Number(search.get('parentId'));
  if (path === '/areaxList' && parentId > 0) return topLevelOf(items, parentId);
  const own = items.find((item) => navHref(item).split('?')[0] === path);
  return own?.id ?? null;
}
