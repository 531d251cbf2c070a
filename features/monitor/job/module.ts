import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** Scheduled jobs in the back office. */
export default {
  name: 'monitor/job',
  contracts: [contract],
  server: async () => {
    const { seedBackupJob, seedEmailQueueJob, seedJobs, seedPayOrderSweepJob } = await import('./server/seed-jobs');
    return {
      routes: (await import('./server/job-routes')).jobRoutes,
      seeds: [
        { version: 6, name: 'scheduled jobs', run: seedJobs },
        { version: 9, name: 'nightly backup job', run: seedBackupJob },
        { version: 16, name: 'online order sweep job', run: seedPayOrderSweepJob },
        { version: 18, name: 'e-mail queue job', run: seedEmailQueueJob },
      ],
    };
  },
} satisfies FeatureModule;
