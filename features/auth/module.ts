import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';
import * as lockContract from './lock-contract';

/** Signing in and out, registration, password reset, the captcha, SMS codes and the lock screen. */
export default {
  name: 'auth',
  contracts: [contract, lockContract],
  server: async () => ({
    routes: (await import('./server/routes')).authRoutes,
    tasks: [(await import('./server/purge-expired-sessions')).purgeExpiredSessions],
  }),
} satisfies FeatureModule;
