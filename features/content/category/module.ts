import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** Categories of articles (`bll_article_type`) in the back office. */
export default {
  name: 'content/category',
  contracts: [contract],
  server: async () => ({ routes: (await import('./server/category-admin-routes')).categoryAdminRoutes }),
} satisfies FeatureModule;
