import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** The log of scheduled jobs' runs. */
export default {
  name: 'monitor/job-log',
  contracts: [contract],
  server: async () => ({ routes: (await import('./server/job-log-routes')).jobLogRoutes }),
} satisfies FeatureModule;
