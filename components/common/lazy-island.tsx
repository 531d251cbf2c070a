'use client';

import { lazy, Suspense, type ComponentType } from 'react';
import { useHydrated } from './browser-state';

/**
 * A component drawn in the browser only, from a module of its own fetched once the page has
 * hydrated: a page that does not draw it never loads its code, and none carries it in its first
 * load.
 */
export function lazyIsland<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function Island(props: Props) {
    if (!useHydrated()) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
