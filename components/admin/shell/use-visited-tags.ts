'use client';

import { useCallback, useEffect, useState } from 'react';
import { useHydrated, useOnChange } from '@/components/common/browser-state';
import { addTag, closeTags, loadTags, nextAfterClose, VISITED_TAGS_KEY, type TagAction, type VisitedTag } from '@/lib/admin/tags';

/**
 * The visited pages of this browser tab: affixed pages (the home page first) are always there,
 * the current page is added on each navigation, the list lasts through a reload (session
 * storage), and each page has a refresh counter that remounts it.
 */
export function useVisitedTags(current: VisitedTag | null, affixed: VisitedTag[], homePath: string, navigate: (path: string) => void) {
  const [tags, setTags] = useState<VisitedTag[]>(() => [...affixed, ...(current ? [current] : [])].reduce(addTag, []));
  const [generations, setGenerations] = useState<Record<string, number>>({});
  const [loaded, setLoaded] = useState(false);

  // The list of this tab lives in its storage: it is read once the page has hydrated.
  useOnChange(useHydrated(), (hydrated) => {
    if (!hydrated) return;
    setTags((first) =>
      [...first.filter((tag) => tag.affix), ...loadTags(window.sessionStorage.getItem(VISITED_TAGS_KEY)), ...first].reduce(addTag, []),
    );
    setLoaded(true);
  });

  // The tag's identity is its path, title and query; a new object each render must not re-add it.
  useOnChange(current ? JSON.stringify([current.path, current.fullPath, current.title]) : null, () => {
    if (current) setTags((existing) => addTag(existing, current));
  });

  useEffect(() => {
    if (loaded) window.sessionStorage.setItem(VISITED_TAGS_KEY, JSON.stringify(tags));
  }, [tags, loaded]);

  const close = useCallback(
    (target: VisitedTag, action: TagAction) => {
      const remaining = closeTags(tags, target.path, action);
      setTags(remaining);
      if (current) {
        const next = nextAfterClose(remaining, current.path, homePath);
        if (next) navigate(next);
      }
    },
    [tags, current, homePath, navigate],
  );

  /** A page's own way out (RuoYi's closeOpenPage): its tab closes and the reader goes to `destination`. */
  const leave = useCallback(
    (path: string, destination: string) => {
      setTags((existing) => closeTags(existing, path, 'closeCurrent'));
      navigate(destination);
    },
    [navigate],
  );

  const refresh = useCallback(
    (target: VisitedTag) => setGenerations((all) => ({ ...all, [target.path]: (all[target.path] ?? 0) + 1 })),
    [],
  );

  return { tags, close, leave, refresh, generationOf: (path: string) => generations[path] ?? 0 };
}
