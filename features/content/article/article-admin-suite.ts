/** The shared setup of the article-admin API tests: one harness per test file, started before its tests. */
import { eq } from 'drizzle-orm';
import { bllArticle } from '@/features/content/tables';
import type { ApiAnswer, Harness } from '@/tests/support/api-harness';
import { addedId, featureSuite, type Call } from '@/tests/support/feature-suite';
import { PNG_BYTES, type Person } from '@/tests/support/member-helpers';
import type { Staff } from '@/tests/support/staff';

export let api: Harness;

export let admin: Call;

export let member: Person;

export let reader: Staff;

featureSuite({ people: ['member'], staff: { reader: ['bll:article:list', 'bll:article:query'] } }, (suite) => {
  ({ api, admin, member, reader } = suite);
});

export type Row = Record<string, unknown>;

export const STALE = '文章已被他人修改，请刷新后重试';

export const TOO_LARGE = '文章内容过大，正文不能超过5MB';

export const COVER_REFUSED = '封面必须是上传的图片(png/jpg/jpeg)';

export const NOT_CONTENT = '文章和栏目只能使用通过内容图片上传的图片';

/** A picture a colleague uploads for content. */
export function colleagueUpload(colleague: Staff) {
  const formData = new FormData();
  formData.append('file', new Blob([new Uint8Array(PNG_BYTES)]), 'theirs.png');
  return api.call('POST', '/bll/content/upload', { formData, jar: colleague.jar });
}

export let seq = 0;

/** An article form with a title no other test uses. */
export const form = (overrides: Row = {}): Row => ({
  typeId: 11,
  articleName: `测试文章${++seq}`,
  summary: '摘要',
  content: '<p>正文</p>',
  ...overrides,
});

export async function newArticle(overrides: Row = {}): Promise<number> {
  return addedId(admin, '/bll/article', form(overrides));
}

export const loaded = async (id: number) => (await admin('GET', `/bll/article/${id}`)).body.data as Row;

export const rowOf = async (id: number) => (await api.backend.deps.db.select().from(bllArticle).where(eq(bllArticle.id, id)))[0];

export const titled = (articleName: string) => api.backend.deps.db.select().from(bllArticle).where(eq(bllArticle.articleName, articleName));

export const msgOf = (answer: ApiAnswer) => answer.body.msg;

/** Uploads a picture for content as the administrator (or a form's file through `path`); answers its stored name. */
export async function upload(name: string, bytes: Buffer, path = '/bll/content/upload'): Promise<string> {
  const formData = new FormData();
  formData.append('file', new Blob([new Uint8Array(bytes)]), name);
  const answer = await api.call('POST', path, { formData });
  expect(answer.body.code).toBe(200);
  return String(answer.body.fileName);
}
