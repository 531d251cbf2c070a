import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** Friendly links in the back office. */
export default {
  name: 'content/links',
  contracts: [contract],
  server: async () => ({ routes: (await import('./server/links-admin-routes')).linksAdminRoutes }),
} satisfies FeatureModule;
