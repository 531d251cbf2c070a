import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** The operation log. */
export default {
  name: 'monitor/operlog',
  contracts: [contract],
  server: async () => ({ routes: (await import('./server/operlog-routes')).operlogRoutes }),
} satisfies FeatureModule;
