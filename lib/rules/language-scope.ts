/**
 * The English site lists the articles that have an English title; a reader who wants the
 * Chinese ones too asks with `all=1`, and the list's internal route ends in `/all`.
 */
export const ALL_ARTICLES_PARAM = 'all';
export const ALL_ARTICLES_SEGMENT = 'all';

/** Whether a list holds only articles with an English title: the English site's, unless the reader asked for all. */
export function englishOnly(locale: string, all: boolean): boolean {
  return locale === 'en' && !all;
}

/** The API's parameter for a list or search of English articles only (`englishOnly=true`); none otherwise. */
export function englishOnlyQuery(englishOnly: boolean): { englishOnly?: 'true' } {
  return englishOnly ? { englishOnly: 'true' } : {};
}

/** Whether a query asks for every article, whatever its language. */
export function asksForAll(search: URLSearchParams): boolean {
  return search.get(ALL_ARTICLES_PARAM) === '1';
}

/**
 * The `all` segment of a list's internal route: none, or `['all']` on the English site. Answers
 * whether the reader asked for all, or null for a route no link makes (a 404).
 */
export function allOfSegment(locale: string, segment: string[] | undefined): boolean | null {
  if (!segment) return false;
  return locale === 'en' && segment.length === 1 && segment[0] === ALL_ARTICLES_SEGMENT ? true : null;
}
