import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** The signed-in user's own profile, password and avatar. */
export default {
  name: 'system/profile',
  contracts: [contract],
  server: async () => ({ routes: (await import('./server/profile-routes')).profileRoutes }),
} satisfies FeatureModule;
