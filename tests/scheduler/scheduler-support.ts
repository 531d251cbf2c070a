import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { BackendDeps } from '@/lib/backend/deps';
import type { Database, DatabaseHandle } from '@/lib/backend/db/client';
import { sysJob, sysJobLog } from '@/lib/backend/db/schema';
import type { LoginUser } from '@/lib/security/caller';
import { OutboxSmsSender } from '@/lib/messages/sms/sms-sender';
import { CONTRACT_ENTRIES } from '@/root/contracts';
import { createEmailSender } from '@/lib/messages/email/email-sender';
import { parseEmailSettings } from '@/lib/messages/email/email-settings';
import { serverAttachmentGrants, serverEvents, serverTasks } from '@/root/server-modules';
import type { Clock } from '@/lib/backend/scheduler/job-runner';
import { DirectoryFileStore } from '@/lib/backend/storage/file-store';
import { MemoryStore } from '@/lib/backend/store/memory-store';
import { copyPreparedDatabase } from '../support/test-database';
import { onPostgres } from '../support/test-mode';

/**
 * The world of a scheduler test: a copy of the prepared database (PGlite in memory, or in the
 * postgres project a PostgreSQL database dropped afterwards; its seeded jobs are paused) seen by
 * `instances` server instances. On PostgreSQL each instance has its own connection pool, as
 * separate processes would; PGlite is a single connection, so there the instances share it.
 */
export interface SchedulerWorld {
  /** The backend dependencies of each instance. */
  instances: BackendDeps[];
  db: Database;
  /** What the instances wrote to the server log. */
  logs: string[];
  close(): Promise<void>;
}

export const ADMIN: LoginUser = { userId: 1, userName: 'admin', deptId: null, tokenId: 'test', roles: ['admin'], permissions: ['*:*:*'] };

export async function schedulerWorld(instances = 1): Promise<SchedulerWorld> {
  const copy = await copyPreparedDatabase();
  const handles: DatabaseHandle[] = [await copy.open()];
  // PGlite is one connection: there the instances share it.
  for (let i = 1; i < instances && onPostgres; i++) handles.push(await copy.open());
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scheduler-files-'));
  const logs: string[] = [];
  const tasks = await serverTasks();
  const attachmentGrants = await serverAttachmentGrants();
  const events = await serverEvents();
  const depsOf = (handle: DatabaseHandle): BackendDeps => ({
    db: handle.db,
    kv: new MemoryStore(),
    sms: new OutboxSmsSender(() => undefined),
    payments: {},
    email: createEmailSender(parseEmailSettings({})),
    events,
    files: new DirectoryFileStore(uploadDir),
    backupDir: `${uploadDir}-backups`,
    tokenKey: Buffer.alloc(32, 7),
    siteOrigin: null,
    log: (message) => logs.push(message),
    contracts: CONTRACT_ENTRIES,
    tasks,
    attachmentGrants,
  });
  return {
    instances: Array.from({ length: instances }, (_, i) => depsOf(handles[Math.min(i, handles.length - 1)])),
    db: handles[0].db,
    logs,
    async close() {
      for (const handle of handles) await handle.close();
      fs.rmSync(uploadDir, { recursive: true, force: true });
      fs.rmSync(`${uploadDir}-backups`, { recursive: true, force: true });
      await copy.drop();
    },
  };
}

/** A clock a test moves by hand. */
export class ManualClock implements Clock {
  constructor(private current: Date) {}

  now(): Date {
    return new Date(this.current);
  }

  set(date: Date): void {
    this.current = new Date(date);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

let seq = 0;

/** A running job written straight into the table (the API only ever stores paused ones). */
export async function insertJob(db: Database, values: Partial<typeof sysJob.$inferInsert> & { invokeTarget: string }): Promise<number> {
  const [row] = await db
    .insert(sysJob)
    .values({ jobName: `测试任务${++seq}`, cronExpression: '0 * * * * ?', misfirePolicy: '2', concurrent: '1', status: '0', ...values })
    .returning({ jobId: sysJob.jobId });
  return row.jobId;
}

export const logsOf = (db: Database, jobId: number) =>
  db.select().from(sysJobLog).where(eq(sysJobLog.jobId, jobId)).orderBy(sysJobLog.jobLogId);
export const jobRow = async (db: Database, jobId: number) => (await db.select().from(sysJob).where(eq(sysJob.jobId, jobId)))[0];
