import type { Database } from './db/client';
import type { EventBus } from './events/domain-events';
import type { EmailSender } from '@/lib/messages/email/email-sender';
import type { SmsSender } from '@/lib/messages/sms/sms-sender';
import type { PaymentProviders } from '@/lib/payments/payment-providers';
import type { FileStore } from './storage/file-store';
import type { KeyValueStore } from './store/key-value-store';
import type { LogLevel } from '../log';

/** The services every part of the embedded backend works with, its scheduled tasks included; tests build their own. */
export interface BackendServices {
  db: Database;
  kv: KeyValueStore;
  sms: SmsSender;
  /** Where the e-mail queue's messages leave (EMAIL_PROVIDER: the outbox alone by default). */
  email: EmailSender;
  /** The online payment channels the settings switch on (none: the offline transfer only). */
  payments: PaymentProviders;
  /** Where features publish what happened, for the features that build on them. */
  events: EventBus;
  /** Uploaded files and temporary exports. */
  files: FileStore;
  /** Where the nightly backup job keeps its archives (BACKUP_DIR). */
  backupDir: string;
  /** HMAC key for API tokens, derived from SESSION_SECRET. */
  tokenKey: Buffer;
  /** The portal's public origin (SITE_URL's), for links the API hands out; null: the request's own. */
  siteOrigin: string | null;
  /** A line for the server's log; a failure says `error` (or `warn`), so an alert on errors sees it. */
  log: (message: string, level?: LogLevel) => void;
}
