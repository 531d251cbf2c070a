/**
 * The tags view's visited pages (spec section 4): each navigation adds its page once; affixed
 * tabs survive every close action.
 */
export interface VisitedTag {
  /** The page's path, which identifies the tab. */
  path: string;
  /** Path and query: where clicking the tab goes. */
  fullPath: string;
  title: string;
  affix: boolean;
  noCache: boolean;
}

export type TagAction = 'closeCurrent' | 'closeOthers' | 'closeRight' | 'closeLeft' | 'closeAll';

export function addTag(tags: VisitedTag[], tag: VisitedTag): VisitedTag[] {
  const index = tags.findIndex((existing) => existing.path === tag.path);
  if (index === -1) return [...tags, tag];
  const next = [...tags];
  next[index] = { ...tag, affix: tags[index].affix || tag.affix };
  return next;
}

/** The tabs left after an action taken on `target`. */
export function closeTags(tags: VisitedTag[], target: string, action: TagAction): VisitedTag[] {
  const index = tags.findIndex((tag) => tag.path === target);
  return tags.filter((tag, i) => {
    if (tag.affix) return true;
    switch (action) {
      case 'closeCurrent':
        return tag.path !== target;
      case 'closeOthers':
        return tag.path === target;
      case 'closeRight':
        return index === -1 || i <= index;
      case 'closeLeft':
        return index === -1 || i >= index;
      case 'closeAll':
        return false;
    }
  });
}

/** Where to go when the open tab was closed: the last tab left, else the home page. */
export function nextAfterClose(remaining: VisitedTag[], closedPath: string, home: string): string | null {
  if (remaining.some((tag) => tag.path === closedPath)) return null;
  return remaining.at(-1)?.fullPath ?? home;
}

const VISITED_TAGS_KEY = 'visited-tags';

export function loadTags(stored: string | null): VisitedTag[] {
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : [];
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (tag): tag is VisitedTag =>
          tag && typeof tag.path === 'string' && typeof tag.fullPath === 'string' && typeof tag.title === 'string',
      )
      .map((tag) => ({ ...tag, affix: tag.affix === true, noCache: tag.noCache === true }));
  } catch {
    return [];
  }
}

export { VISITED_TAGS_KEY };
