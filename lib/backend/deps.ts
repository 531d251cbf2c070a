import type { Database } from './db/client';
import type { SmsSender } from './modules/auth/sms/sms-sender';
import type { KeyValueStore } from './store/key-value-store';

/** What every service of the embedded backend works with; tests build their own. */
export interface BackendDeps {
  db: Database;
  kv: KeyValueStore;
  sms: SmsSender;
  /** HMAC key for API tokens, derived from SESSION_SECRET. */
  tokenKey: Buffer;
  log: (message: string) => void;
}
