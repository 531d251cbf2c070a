import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** Membership applications, payment information and their review. */
export default {
  name: 'member/application',
  contracts: [contract],
  server: async () => ({
    routes: [
      ...(await import('./server/application-routes')).applicationRoutes,
      ...(await import('./server/application-review-routes')).applicationReviewRoutes,
    ],
    tasks: [(await import('./server/remind-expiring-members')).remindExpiringMembers],
    attachmentGrants: [(await import('./server/application-file-access')).applicationFileGrant],
    seeds: [
      { version: 3, name: 'member area', run: (await import('../server/seed')).seedMemberArea },
      { version: 15, name: 'English labels of the member dictionaries', run: (await import('../server/seed')).seedMemberDictEnglish },
    ],
  }),
} satisfies FeatureModule;
