import 'server-only';
import { getConfig, type AppConfig } from '@/lib/config';
import { log, logMessage } from '@/lib/log';
import { sharedRedis } from '@/lib/server/redis';
import { createBackend, type Backend } from '@/lib/backend/app';
import { openDatabase, type DatabaseHandle } from '@/lib/backend/db/client';
import { runSeeds } from '@/lib/backend/db/seeds';
import { restoreDemoFiles } from '@/features/member/server/seed/demo-files';
import { embeddedBackend } from '@/lib/backend/embedded';
import { answerBackups } from '@/features/backup/server/backup-socket';
import { holdDataDir, type DataDirHold } from '@/features/backup/server/data-dir-lock';
import { backupLeftovers } from '@/features/backup/server';
import { createEmailSender } from '@/lib/messages/email/email-sender';
import { createSmsSender } from '@/lib/messages/sms/create-sms-sender';
import { createPaymentProviders } from '@/lib/payments/payment-providers';
import { deriveTokenKey } from '@/lib/security/token';
import { startJobScheduler } from '@/lib/backend/scheduler/job-scheduler';
import { DirectoryFileStore, uploadLeftovers } from '@/lib/backend/storage/file-store';
import { removeLeftovers } from '@/lib/backend/storage/leftovers';
import { DatabaseStore } from '@/lib/backend/store/database-store';
import type { KeyValueStore } from '@/lib/backend/store/key-value-store';
import { MemoryStore } from '@/lib/backend/store/memory-store';
import { RedisStore } from '@/lib/backend/store/redis-store';
import { CONTRACT_ENTRIES } from './contracts';
import { serverAttachmentGrants, serverEvents, serverRoutes, serverSeeds, serverTasks } from './server-modules';

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
  const backupSource = async () => ({ db: (await embeddedBackend()).deps.db, uploadDir: config.uploadDir });
  return holdDataDir(config.dataDir, `the portal (pid ${process.pid})`, answerBackups(backupSource, config.dataDir));
}

/**
 * What runs that died half-way left (a restore's copy of the uploads, a database being built, an
 * archive being written, uploads being received) goes at start; what another instance is still
 * writing stays (lib/backend/storage/leftovers.ts). A clean-up that fails never stops the start.
 */
async function removeLeftoversOf(config: AppConfig): Promise<void> {
  try {
    const removed = await removeLeftovers([...backupLeftovers(config), uploadLeftovers(config.uploadDir)]);
    if (removed.length) log.info('removed what interrupted runs left', { entries: removed });
  } catch (error) {
    log.warn('what interrupted runs left could not all be removed', { error: (error as Error).message });
  }
}

/** Starts the embedded backend: what `embeddedBackend()` runs once (root/startup.ts provides it). */
export async function startBackend(): Promise<Backend> {
  const config = getConfig();
  const hold = await holdEmbeddedData(config);
  try {
    await removeLeftoversOf(config);
    return await startOn(config);
  } catch (error) {
    await hold?.release();
    throw error;
  }
}

async function startOn(config: AppConfig): Promise<Backend> {
  const seeds = await serverSeeds();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir }, (db) =>
    runSeeds(db, seeds, { adminPassword: config.adminPassword, captchaEnabled: config.captchaEnabled, log: seedLog }),
  );
  // bench reads this line for its start-up figures.
  log.info('database ready', { database: database.kind, ...database.startup });
  const files = new DirectoryFileStore(config.uploadDir);
  await restoreDemoFiles(files);
  const backend = createBackend(
    {
      db: database.db,
      kv: keyValueStore(database),
      sms: await createSmsSender(config.sms, logMessage),
      email: createEmailSender(config.email),
      payments: createPaymentProviders(config.pay),
      events: await serverEvents(),
      files,
      backupDir: config.backupDir,
      tokenKey: deriveTokenKey(config.sessionSecret),
      siteOrigin: config.siteUrl ? new URL(config.siteUrl).origin : null,
      log: logMessage,
      contracts: CONTRACT_ENTRIES,
      tasks: await serverTasks(),
      attachmentGrants: await serverAttachmentGrants(),
    },
    await serverRoutes(),
  );
  // Every instance runs the scheduler; the job table makes sure each fire runs on one of them.
  startJobScheduler(backend.deps);
  return backend;
}
