/** The shared setup of the dict API tests: one harness per test file, started before its tests. */
import { eq } from 'drizzle-orm';
import { sysDictData, sysDictType } from '@/features/system/tables';
import type { ApiAnswer, CookieJar, Harness } from '@/tests/support/api-harness';
import { addedId, featureSuite, postForm, type Call } from '@/tests/support/feature-suite';
import type { Person } from '@/tests/support/member-helpers';

export const OK = { code: 200, msg: '操作成功' };

export let api: Harness;

export let member: Person;

export let admin: Call;

export const msgOf = (answer: ApiAnswer) => answer.body.msg;

featureSuite({ people: ['member'] }, (suite) => {
  ({ api, admin, member } = suite);
});

export let seq = 0;

/** A new dictionary type whose name no other test uses; answers its id and type. */
export async function newType(overrides: Record<string, unknown> = {}): Promise<{ dictId: number; dictType: string; dictName: string }> {
  seq += 1;
  const form = { dictName: `测试字典${seq}`, dictType: `test_dict_${seq}`, status: '0', remark: '测试', ...overrides };
  return { dictId: await addedId(admin, '/system/dict/type', form), dictType: String(form.dictType), dictName: String(form.dictName) };
}

/** A new entry of a type; answers its code. */
export async function newEntry(dictType: string, overrides: Record<string, unknown> = {}): Promise<number> {
  seq += 1;
  const form = {
    dictType,
    dictLabel: `标签${seq}`,
    dictValue: `v${seq}`,
    dictSort: seq,
    listClass: 'primary',
    isDefault: 'N',
    status: '0',
    ...overrides,
  };
  return addedId(admin, '/system/dict/data', form);
}

export const typeRows = (dictType: string) => api.backend.deps.db.select().from(sysDictType).where(eq(sysDictType.dictType, dictType));

export const entriesOf = (dictType: string) => api.backend.deps.db.select().from(sysDictData).where(eq(sysDictData.dictType, dictType));

export const form = (path: string, body: string, jar?: CookieJar) => postForm(api, path, body, jar);
