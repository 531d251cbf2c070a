'use client';

import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that keeps its identity across renders but always runs the latest `callback`, so
 * a memoised column list or a child's effect can depend on it without going stale. Only for
 * calls made after rendering (events, effects), never during it.
 */
export function useStableCallback<Args extends unknown[], Result>(callback: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
