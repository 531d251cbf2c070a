import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** Staff and member accounts. */
export default {
  name: 'system/user',
  contracts: [contract],
  server: async () => ({
    routes: (await import('./server/user-routes')).userRoutes,
    seeds: [{ version: 1, name: 'system tables', run: (await import('../server/seed/system')).seedSystem }],
  }),
} satisfies FeatureModule;
