import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** The e-mail outbox (邮件记录): every message queued, sent or failed, and the settings' test message. */
export default {
  name: 'monitor/email-outbox',
  contracts: [contract],
  server: async () => ({ routes: (await import('./server/email-outbox-routes')).emailOutboxRoutes }),
} satisfies FeatureModule;
