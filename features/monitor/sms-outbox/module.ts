import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** The SMS outbox: every message sent, and its delivery. */
export default {
  name: 'monitor/sms-outbox',
  contracts: [contract],
  server: async () => ({ routes: (await import('./server/sms-outbox-routes')).smsOutboxRoutes }),
} satisfies FeatureModule;
