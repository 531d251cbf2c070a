/** The shared setup of the audit API tests: one harness per test file, started before its tests. */
import { count } from 'drizzle-orm';
import { sysOperLog } from '@/lib/backend/db/schema';
import { chinaToday } from '@/lib/format/date-time';
import { CookieJar, type ApiAnswer, type Harness } from '../support/api-harness';
import { featureSuite, type Call } from '../support/feature-suite';
import type { Person } from '../support/member-helpers';
import type { OperLogEntry } from '@/features/monitor/operlog/client/api';

export let api: Harness;

export let member: Person;

export let admin: Call;

export const msgOf = (answer: ApiAnswer) => answer.body.msg;

export const rowsOf = <T = Record<string, unknown>>(answer: ApiAnswer) => answer.body.rows as T[];

export const OK = { code: 200, msg: '操作成功' };

export const WIRE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export const today = chinaToday();

export const dayRange = (day: string) =>
  `params%5BbeginTime%5D=${encodeURIComponent(`${day} 00:00:00`)}&params%5BendTime%5D=${encodeURIComponent(`${day} 23:59:59`)}`;

featureSuite({ people: ['member'] }, (suite) => {
  ({ api, admin, member } = suite);
});

/** A sign-in attempt from a browser of its own; answers the login answer. */
export const signIn = (username: string, password: string, jar = new CookieJar()) =>
  api.call('POST', '/login', { body: { username, password }, jar });

/** An operation-log row as the list answers it. */
export type OperRow = OperLogEntry;

/** The newest operation-log line for a URL, as the list answers it. */
export async function lastOperation(operUrl: string): Promise<OperRow> {
  const rows = rowsOf<OperRow>(await admin('GET', '/monitor/operlog/list?pageSize=500'));
  const row = rows.find((candidate) => candidate.operUrl === operUrl);
  if (!row) throw new Error(`no operation recorded for ${operUrl}`);
  return row;
}

export async function operationCount(): Promise<number> {
  const [row] = await api.backend.deps.db.select({ n: count() }).from(sysOperLog);
  return row.n;
}
