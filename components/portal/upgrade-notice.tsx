'use client';

import { lazyIsland } from '../common/lazy-island';

/**
 * The system-upgrade overlay: shown when config switches it on, until the reader dismisses it.
 * In the browser only, since only the browser knows whether this reader dismissed this text, and
 * loaded only while the notice is on.
 */
export const UpgradeNotice = lazyIsland<{ text: string }>(() =>
  import('./upgrade-notice-dialog').then((module) => module.UpgradeNoticeDialog),
);
