import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** Notices and who has read them. */
export default {
  name: 'system/notice',
  contracts: [contract],
  server: async () => ({
    routes: (await import('./server/notice-routes')).noticeRoutes,
    attachmentGrants: [(await import('./server/notice-image-access')).noticePictureGrant],
    seeds: [
      { version: 7, name: 'posts, notices and API documents', run: (await import('../server/seed/posts-and-notices')).seedPostsAndNotices },
    ],
  }),
} satisfies FeatureModule;
