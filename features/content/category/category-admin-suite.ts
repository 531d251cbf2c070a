/** The shared setup of the category-admin API tests: one harness per test file, started before its tests. */
import { eq } from 'drizzle-orm';
import { bllArticleType } from '@/lib/backend/db/schema';
import { startHarness, type ApiAnswer, type Harness } from '@/tests/support/api-harness';
import { registeredUser, type Person } from '@/tests/support/member-helpers';
import { staffUser, type Staff } from '@/tests/support/staff';

export let api: Harness;

export let member: Person;

export let reader: Staff;

export const admin = (method: string, path: string, body?: unknown) => api.call(method, path, { body });

beforeAll(async () => {
  api = await startHarness();
  await api.loginAsAdmin();
  member = await registeredUser(api);
  reader = await staffUser(api, { perms: ['bll:articleType:list', 'bll:articleType:query'] });
});

afterAll(() => api?.close());

export type Row = Record<string, unknown>;

export const msgOf = (answer: ApiAnswer) => answer.body.msg;

export let seq = 0;

export const form = (overrides: Row = {}): Row => ({ parentId: 0, bllName: `测试栏目${++seq}`, bllType: '1', orderNum: 50, ...overrides });

export async function newCategory(overrides: Row = {}): Promise<number> {
  const answer = await admin('POST', '/bll/article_type', form(overrides));
  expect(answer.body).toMatchObject({ code: 200, msg: '操作成功', data: expect.any(Number) });
  return Number(answer.body.data);
}

export const rowOf = async (id: number) => (await api.backend.deps.db.select().from(bllArticleType).where(eq(bllArticleType.id, id)))[0];

export const loaded = async (id: number) => (await admin('GET', `/bll/article_type/${id}`)).body.data as Row;

export const navIds = async () =>
  ((await api.call('GET', '/api/bll/article_type/list?parentId=0&menuFlag=1')).body.data as Row[]).map((row) => row.id);
