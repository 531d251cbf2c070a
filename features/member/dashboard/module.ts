import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** The back office's home page figures. */
export default {
  name: 'member/dashboard',
  contracts: [contract],
  server: async () => ({ routes: (await import('./server/dashboard-routes')).dashboardRoutes }),
} satisfies FeatureModule;
