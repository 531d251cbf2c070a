import 'server-only';
import { getConfig, type AppConfig } from '../config';
import { log, logMessage } from '../log';
import { sharedRedis } from '../server/redis';
import { createBackend, type Backend } from './app';
import { openDatabase, type DatabaseHandle } from './db/client';
import { runSeeds } from './db/seed';
import { restoreDemoFiles } from './db/seed/member/demo-files';
import { answerBackups } from '@/features/backup/server/backup-socket';
import { holdDataDir, type DataDirHold } from '@/features/backup/server/data-dir-lock';
import { createSmsSender } from '@/features/auth/server/sms/create-sms-sender';
import { deriveTokenKey } from '@/features/auth/server/token';
import { startJobScheduler } from './scheduler/job-scheduler';
import { DirectoryFileStore } from './storage/file-store';
import { DatabaseStore } from './store/database-store';
import type { KeyValueStore } from './store/key-value-store';
import { MemoryStore } from './store/memory-store';
import { RedisStore } from './store/redis-store';

/**
 * Where short-lived values live: Redis when the instances share one, else the PostgreSQL that
 * several instances share anyway, else this process's memory (one instance on PGlite).
 */
function keyValueStore(database: DatabaseHandle): KeyValueStore {
  const redis = sharedRedis();
  if (redis) return new RedisStore(redis);
  return database.kind === 'postgres' ? new DatabaseStore(database.db) : new MemoryStore();
}

/** The first start's password banner is for the person at the terminal: printed as it is, not as a JSON line. */
function seedLog(message: string): void {
  if (message.includes('\n')) process.stdout.write(`${message}\n`);
  else logMessage(message);
}

/**
 * The embedded database is this process's alone: it holds DATA_DIR's control socket before
 * opening it, and answers `npm run backup` there. PostgreSQL needs neither.
 */
function holdEmbeddedData(config: AppConfig): Promise<DataDirHold | null> {
  if (config.databaseUrl) return Promise.resolve(null);
  const backupSource = async () => ({ db: (await getBackend()).deps.db, uploadDir: config.uploadDir });
  return holdDataDir(config.dataDir, `the portal (pid ${process.pid})`, answerBackups(backupSource, config.dataDir));
}

async function start(): Promise<Backend> {
  const config = getConfig();
  const hold = await holdEmbeddedData(config);
  try {
    return await startOn(config);
  } catch (error) {
    await hold?.release();
    throw error;
  }
}

async function startOn(config: AppConfig): Promise<Backend> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir }, (db) =>
    runSeeds(db, { adminPassword: config.adminPassword, captchaEnabled: config.captchaEnabled, log: seedLog }),
  );
  // bench reads this line for its start-up figures.
  log.info('database ready', { database: database.kind, ...database.startup });
  const files = new DirectoryFileStore(config.uploadDir);
  await restoreDemoFiles(files);
  const backend = createBackend({
    db: database.db,
    kv: keyValueStore(database),
    sms: await createSmsSender(config.sms, logMessage),
    files,
    backupDir: config.backupDir,
    tokenKey: deriveTokenKey(config.sessionSecret),
    log: logMessage,
  });
  // Every instance runs the scheduler; the job table makes sure each fire runs on one of them.
  startJobScheduler(backend.deps);
  return backend;
}

// Kept on globalThis so that Next's development reloads reuse one database connection.
const holder = globalThis as typeof globalThis & { __portalBackend?: Promise<Backend> };

/** The process's embedded backend, started (migrated and seeded) on first use. */
export function getBackend(): Promise<Backend> {
  holder.__portalBackend ??= start().catch((error) => {
    holder.__portalBackend = undefined;
    throw error;
  });
  return holder.__portalBackend;
}
