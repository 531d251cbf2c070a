import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** Scheduled jobs in the back office. */
export default {
  name: 'monitor/job',
  contracts: [contract],
  server: async () => ({ routes: (await import('./server/job-routes')).jobRoutes }),
} satisfies FeatureModule;
