import 'server-only';
import path from 'node:path';
import { getConfig } from '../config';
import { createBackend, type Backend } from './app';
import { openDatabase } from './db/client';
import { runSeeds } from './db/seed';
import { restoreDemoFiles } from './db/seed/member/demo-files';
import { LogSmsSender } from './modules/auth/sms/sms-sender';
import { deriveTokenKey } from './modules/auth/token';
import { startJobScheduler } from './scheduler/job-scheduler';
import { DirectoryFileStore } from './storage/file-store';
import { DatabaseStore } from './store/database-store';
import { MemoryStore } from './store/memory-store';

const log = (message: string) => console.log(message);

async function start(): Promise<Backend> {
  const config = getConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') }, (db) =>
    runSeeds(db, { adminPassword: config.adminPassword, captchaEnabled: config.captchaEnabled, log }),
  );
  const files = new DirectoryFileStore(config.uploadDir);
  await restoreDemoFiles(files);
  const backend = createBackend({
    db: database.db,
    // Several instances share PostgreSQL, so they share short-lived values there too.
    kv: database.kind === 'postgres' ? new DatabaseStore(database.db) : new MemoryStore(),
    sms: new LogSmsSender(log),
    files,
    tokenKey: deriveTokenKey(config.sessionSecret),
    log,
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
