import type { Database } from './db/client';
import type { SmsSender } from '@/lib/messages/sms/sms-sender';
import type { FileStore } from './storage/file-store';
import type { KeyValueStore } from './store/key-value-store';

/** The services every part of the embedded backend works with, its scheduled tasks included; tests build their own. */
export interface BackendServices {
  db: Database;
  kv: KeyValueStore;
  sms: SmsSender;
  /** Uploaded files and temporary exports. */
  files: FileStore;
  /** Where the nightly backup job keeps its archives (BACKUP_DIR). */
  backupDir: string;
  /** HMAC key for API tokens, derived from SESSION_SECRET. */
  tokenKey: Buffer;
  log: (message: string) => void;
}
