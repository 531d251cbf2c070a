import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** Sessions signed in now, and force logout. */
export default {
  name: 'monitor/online',
  contracts: [contract],
  server: async () => ({ routes: (await import('./server/online-routes')).onlineRoutes }),
} satisfies FeatureModule;
