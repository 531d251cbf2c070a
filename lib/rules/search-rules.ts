import { categoryListHref, type NavCategory } from './nav-rules';

export const MEMBERSHIP_AREA = 6;
export const TRAINING_AREA = 9;
/** The longest search text: the box takes no more, and the server reads no more. */
export const SEARCH_TEXT_MAX = 100;

function flatten(categories: NavCategory[]): NavCategory[] {
  return categories.flatMap((category) => [category, ...flatten(category.children)]);
}

/**
 * Where the search icon goes: the category whose name matches the typed text (exactly first,
 * then by containing it), by its home area: 6 → /memberShip, 9 → /trainingEvent, any other →
 * its category list. Without a matching category, the search results for the text.
 */
export function searchTarget(text: string, categories: NavCategory[]): string {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return '/articleList';
  const all = flatten(categories);
  const names = (c: NavCategory) => [c.bllName, c.bllEsName].map((n) => n.toLowerCase()).filter(Boolean);
  const match = all.find((c) => names(c).includes(wanted)) ?? all.find((c) => names(c).some((n) => n.includes(wanted)));
  if (!match) return searchResultsHref(text);
  if (match.indexArea === MEMBERSHIP_AREA) return '/memberShip';
  if (match.indexArea === TRAINING_AREA) return '/trainingEvent';
  return categoryListHref(match);
}

/** The full-text search results page for a text. */
export function searchResultsHref(text: string): string {
  const wanted = text.trim();
  return wanted ? `/search?${new URLSearchParams({ q: wanted })}` : '/search';
}

/** A suggestion row: the title and the first ten characters of createTime. */
export function suggestionDate(createTime: string | null | undefined): string {
  return (createTime ?? '').slice(0, 10);
}
