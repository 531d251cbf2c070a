import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** Articles: the back office's list, editor and publishing, and the pictures they show. */
export default {
  name: 'content/article',
  contracts: [contract],
  server: async () => ({
    routes: [
      ...(await import('./server/article-admin-routes')).articleAdminRoutes,
      ...(await import('./server/content-image-routes')).contentImageRoutes,
    ],
    attachmentGrants: [(await import('./server/content-image-access')).contentPictureGrant],
    seeds: [{ version: 2, name: 'demo content', run: (await import('../server/demo-content')).seedDemoContent }],
  }),
} satisfies FeatureModule;
