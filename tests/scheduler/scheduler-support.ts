import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { BackendDeps } from '@/lib/backend/deps';
import { openDatabase, type Database, type DatabaseHandle } from '@/lib/backend/db/client';
import { sysJob, sysJobLog } from '@/lib/backend/db/schema';
import type { LoginUser } from '@/lib/backend/modules/auth/login-user';
import { LogSmsSender } from '@/lib/backend/modules/auth/sms/sms-sender';
import type { Clock } from '@/lib/backend/scheduler/job-runner';
import { DirectoryFileStore } from '@/lib/backend/storage/file-store';
import { MemoryStore } from '@/lib/backend/store/memory-store';

/**
 * The world of a scheduler test: one database (PGlite in memory, or with TEST_DATABASE_URL a new
 * PostgreSQL database dropped afterwards) seen by `instances` server instances. On PostgreSQL
 * each instance has its own connection pool, as separate processes would; PGlite is a single
 * connection, so there the instances share it.
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
  const server = process.env.TEST_DATABASE_URL;
  const name = `scheduler_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  let url: string | null = null;
  if (server) {
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(server);
    target.pathname = `/${name}`;
    url = target.toString();
  }
  const handles: DatabaseHandle[] = [];
  handles.push(await openDatabase({ databaseUrl: url, pgliteDir: 'memory://' }));
  for (let i = 1; i < instances && url; i++) handles.push(await openDatabase({ databaseUrl: url, pgliteDir: 'memory://' }));
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scheduler-files-'));
  const logs: string[] = [];
  const depsOf = (handle: DatabaseHandle): BackendDeps => ({
    db: handle.db,
    kv: new MemoryStore(),
    sms: new LogSmsSender(() => undefined),
    files: new DirectoryFileStore(uploadDir),
    tokenKey: Buffer.alloc(32, 7),
    log: (message) => logs.push(message),
  });
  return {
    instances: Array.from({ length: instances }, (_, i) => depsOf(handles[Math.min(i, handles.length - 1)])),
    db: handles[0].db,
    logs,
    async close() {
      for (const handle of handles) await handle.close();
      fs.rmSync(uploadDir, { recursive: true, force: true });
      if (!server) return;
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
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

export const logsOf = (db: Database, jobId: number) => db.select().from(sysJobLog).where(eq(sysJobLog.jobId, jobId)).orderBy(sysJobLog.jobLogId);
export const jobRow = async (db: Database, jobId: number) => (await db.select().from(sysJob).where(eq(sysJob.jobId, jobId)))[0];
