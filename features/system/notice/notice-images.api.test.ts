import { CookieJar, type ApiAnswer, type Harness } from '@/tests/support/api-harness';
import { featureSuite } from '@/tests/support/feature-suite';
import type { Person } from '@/tests/support/member-helpers';
import { PNG_BYTES } from '@/tests/support/sample-files';
import type { Staff } from '@/tests/support/staff';

let api: Harness;
let member: Person;
let writer: Staff;
let colleague: Staff;
let outsider: Staff;
featureSuite(
  {
    people: ['member'],
    staff: {
      writer: ['system:notice:add', 'system:notice:edit', 'system:notice:query', 'system:notice:remove'],
      colleague: ['system:notice:add', 'system:notice:edit', 'system:notice:query'],
      outsider: ['system:user:list'],
    },
  },
  (suite) => {
    ({ api, member, writer, colleague, outsider } = suite);
  },
);

const NOT_OWN = '公告只能使用本人上传的图片';

/** Uploads a picture as `who` through `path` (the editor's content upload, or the stock clients' form upload); answers its stored name. */
async function uploadAs(who: Staff, path = '/bll/content/upload'): Promise<string> {
  const formData = new FormData();
  formData.append('file', new Blob([new Uint8Array(PNG_BYTES)]), 'notice.png');
  const answer = await api.call('POST', path, { formData, jar: who.jar });
  expect(answer.body).toMatchObject({ code: 200 });
  return String(answer.body.fileName);
}

const notice = (content: string) => ({ noticeTitle: '带图片的公告', noticeType: '1', noticeContent: content, status: '0' });
const picture = (name: string) => `<p>见图</p><p><img src="/prod-api${name}" /></p>`;
const sees = async (who: { call: (method: string, path: string) => Promise<ApiAnswer> }, name: string) =>
  (await who.call('GET', name)).headers.get('content-type') === 'image/png';

describe('pictures inside notices', () => {
  test('a notice writer uploads through the editor; every reader of notices sees the picture, nobody else does', async () => {
    const name = await uploadAs(writer);
    expect(await sees(colleague, name)).toBe(false);
    const added = await writer.call('POST', '/system/notice', notice(picture(name)));
    expect(added.body).toMatchObject({ code: 200 });

    expect(await sees(colleague, name)).toBe(true);
    expect(await sees(writer, name)).toBe(true);
    expect(await sees(outsider, name)).toBe(false);
    expect(await sees(member, name)).toBe(false);
    expect((await api.call('GET', name, { jar: new CookieJar() })).body.code).toBe(401);

    // Deleted, the notice shows it no more.
    expect((await writer.call('DELETE', `/system/notice/${added.body.data}`)).body.code).toBe(200);
    expect(await sees(colleague, name)).toBe(false);
  });

  test('the stock clients’ form upload works too; someone else’s file is refused and nothing is saved', async () => {
    const own = await uploadAs(writer, '/common/upload');
    expect((await writer.call('POST', '/system/notice', notice(picture(own)))).body.code).toBe(200);
    expect(await sees(colleague, own)).toBe(true);

    const photo = String((await member.upload('photo.png', PNG_BYTES)).body.fileName);
    const theirs = await uploadAs(colleague);
    for (const name of [photo, theirs]) {
      const before = (await writer.call('GET', '/system/notice/list?pageSize=100')).body.total;
      expect((await writer.call('POST', '/system/notice', notice(picture(name)))).body).toEqual({ code: 500, msg: NOT_OWN });
      expect((await writer.call('GET', '/system/notice/list?pageSize=100')).body.total).toBe(before);
      expect(await sees(writer, name)).toBe(false);
    }
  });

  test('an editor keeps a colleague’s picture when changing the notice, and cannot add a new one of theirs', async () => {
    const theirs = await uploadAs(colleague);
    const added = await colleague.call('POST', '/system/notice', notice(picture(theirs)));
    const noticeId = Number(added.body.data);
    const saved = (await writer.call('GET', `/system/notice/${noticeId}`)).body.data as Record<string, unknown>;
    const kept = await writer.call('PUT', '/system/notice', { ...saved, noticeTitle: '改过的标题' });
    expect(kept.body).toMatchObject({ code: 200 });

    const another = await uploadAs(colleague);
    const refused = await writer.call('PUT', '/system/notice', { ...saved, noticeContent: `${saved.noticeContent}${picture(another)}` });
    expect(refused.body).toEqual({ code: 500, msg: NOT_OWN });
    expect((await writer.call('GET', `/system/notice/${noticeId}`)).body.data).toMatchObject({ noticeTitle: '改过的标题' });
    expect(await sees(writer, another)).toBe(false);
  });
});
