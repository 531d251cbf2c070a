import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** The sign-in log. */
export default {
  name: 'monitor/logininfor',
  contracts: [contract],
  server: async () => ({ routes: (await import('./server/logininfor-routes')).logininforRoutes }),
} satisfies FeatureModule;
