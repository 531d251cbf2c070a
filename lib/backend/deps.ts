import type { ContractEntry } from '../contract/contract';
import type { Database } from './db/client';
import type { SmsSender } from '@/features/auth/server/sms/sms-sender';
import type { FileStore } from './storage/file-store';
import type { KeyValueStore } from './store/key-value-store';

/** What every service of the embedded backend works with; tests build their own. */
export interface BackendDeps {
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
  /** Every endpoint of the API, as the composition root lists the features (root/contracts.ts). */
  contracts: readonly ContractEntry[];
}
