import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** The cache monitor and cache list. */
export default {
  name: 'monitor/cache',
  contracts: [contract],
  server: async () => ({ routes: (await import('./server/cache-routes')).cacheRoutes }),
} satisfies FeatureModule;
