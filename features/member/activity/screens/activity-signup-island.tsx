'use client';

import { lazy, Suspense } from 'react';
import { useHydrated } from '@/components/common/browser-state';
import type { ActivitySignupProps } from './activity-signup';

// A module of its own, fetched once the page has hydrated: only articles that announce an
// activity draw the island, and none of them carries the form's code in its first load.
const ActivitySignup = lazy(() => import('./activity-signup').then((module) => ({ default: module.ActivitySignup })));

/** The article's activity sign-up, drawn in the browser only (its places are read there). */
export function ActivitySignupIsland(props: ActivitySignupProps) {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <ActivitySignup {...props} />
    </Suspense>
  );
}
