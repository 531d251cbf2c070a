/** The shared setup of the depts API tests: one harness per test file, started before its tests. */
import { eq } from 'drizzle-orm';
import { sysDept } from '@/lib/backend/db/schema';
import type { Harness } from '@/tests/support/api-harness';
import { addedId, featureSuite, type Call } from '@/tests/support/feature-suite';
import type { Person } from '@/tests/support/member-helpers';

export let api: Harness;

export let member: Person;

export let admin: Call;

featureSuite({ people: ['member'] }, (suite) => {
  ({ api, admin, member } = suite);
});

export let seq = 0;

export const deptForm = (overrides: Record<string, unknown> = {}) => ({
  parentId: 100,
  deptName: `测试部门${++seq}`,
  orderNum: seq,
  leader: '张三',
  phone: '13800000000',
  email: 'dept@example.com',
  status: '0',
  ...overrides,
});

/** Adds a department as the administrator and answers its id. */
export async function newDept(overrides: Record<string, unknown> = {}): Promise<number> {
  return addedId(admin, '/system/dept', deptForm(overrides));
}

export const deptRow = async (deptId: number) => (await api.backend.deps.db.select().from(sysDept).where(eq(sysDept.deptId, deptId)))[0];

export const msgOf = async (method: string, path: string, body?: unknown) => (await admin(method, path, body)).body.msg;
