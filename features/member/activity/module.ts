import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** Activities members sign up for, and their sign-ups in the back office. */
export default {
  name: 'member/activity',
  contracts: [contract],
  server: async () => ({
    routes: [
      ...(await import('./server/activity-routes')).activityRoutes,
      ...(await import('./server/activity-admin-routes')).activityAdminRoutes,
    ],
    seeds: [
      {
        version: 13,
        name: 'English venues and member fees of the demo activities',
        run: (await import('./server/activity-seed')).seedActivityEnglishAndMemberFee,
      },
    ],
  }),
} satisfies FeatureModule;
