/** The shared setup of the category-admin API tests: one harness per test file, started before its tests. */
import { eq } from 'drizzle-orm';
import { bllArticleType } from '@/features/content/tables';
import type { ApiAnswer, Harness } from '@/tests/support/api-harness';
import { addedId, featureSuite, type Call } from '@/tests/support/feature-suite';
import type { Person } from '@/tests/support/member-helpers';
import type { Staff } from '@/tests/support/staff';

export let api: Harness;

export let admin: Call;

export let member: Person;

export let reader: Staff;

featureSuite({ people: ['member'], staff: { reader: ['bll:articleType:list', 'bll:articleType:query'] } }, (suite) => {
  ({ api, admin, member, reader } = suite);
});

export type Row = Record<string, unknown>;

export const msgOf = (answer: ApiAnswer) => answer.body.msg;

export let seq = 0;

export const form = (overrides: Row = {}): Row => ({ parentId: 0, bllName: `测试栏目${++seq}`, bllType: '1', orderNum: 50, ...overrides });

export async function newCategory(overrides: Row = {}): Promise<number> {
  return addedId(admin, '/bll/article_type', form(overrides));
}

export const rowOf = async (id: number) => (await api.backend.deps.db.select().from(bllArticleType).where(eq(bllArticleType.id, id)))[0];

export const loaded = async (id: number) => (await admin('GET', `/bll/article_type/${id}`)).body.data as Row;

export const navIds = async () =>
  ((await api.call('GET', '/api/bll/article_type/list?parentId=0&menuFlag=1')).body.data as Row[]).map((row) => row.id);
