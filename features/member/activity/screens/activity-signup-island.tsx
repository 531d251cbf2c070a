'use client';

import { lazyIsland } from '@/components/common/lazy-island';
import type { ActivitySignupProps } from './activity-signup';

/** The article's activity sign-up, drawn in the browser only (its places are read there); only articles that announce an activity draw it. */
export const ActivitySignupIsland = lazyIsland<ActivitySignupProps>(() =>
  import('./activity-signup').then((module) => module.ActivitySignup),
);
