import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** Departments. */
export default {
  name: 'system/dept',
  contracts: [contract],
  server: async () => ({ routes: (await import('./server/dept-routes')).deptRoutes }),
} satisfies FeatureModule;
