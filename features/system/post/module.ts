import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** Posts staff hold. */
export default {
  name: 'system/post',
  contracts: [contract],
  server: async () => ({ routes: (await import('./server/post-routes')).postRoutes }),
} satisfies FeatureModule;
