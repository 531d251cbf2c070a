import { and, eq, inArray } from 'drizzle-orm';
import { sysNotice, sysNoticeRead } from '@/features/system/tables';
import { sysOperLog } from '@/lib/backend/db/schema';
import { CookieJar, type ApiAnswer, type Harness } from '@/tests/support/api-harness';
import {
  addedId,
  callOf,
  expectAllowed,
  expectDeletesAllOrNone,
  expectMessages,
  expectNotFound,
  expectRefused,
  featureSuite,
  type Call,
  type Caller,
} from '@/tests/support/feature-suite';
import type { Person } from '@/tests/support/member-helpers';
import type { Staff } from '@/tests/support/staff';

let api: Harness;
let admin: Call;
let member: Person;
let reader: Person;
let selfOnly: Staff;
featureSuite({ people: ['member', 'reader'], staff: { selfOnly: { perms: ['system:notice:list'], dataScope: '5' } } }, (suite) => {
  ({ api, admin, member, reader, selfOnly } = suite);
});

const OK = { code: 200, msg: '操作成功' };
const WIRE_TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

let seq = 0;
/** A notice no other test uses; answers its id and form. */
async function newNotice(overrides: Record<string, unknown> = {}) {
  seq += 1;
  const body = { noticeTitle: `测试公告${seq}`, noticeType: '1', noticeContent: `<p>内容${seq}</p>`, status: '0', ...overrides };
  return { noticeId: await addedId(admin, '/system/notice', body), ...body };
}

type NoticeRow = { noticeId: number; noticeTitle: string; isRead: boolean; noticeContent?: string | null };
type Top = { code: number; msg: string; data: NoticeRow[]; unreadCount: number };
const rowsOf = (answer: ApiAnswer) => answer.body.rows as NoticeRow[];
const topOf = async (who: Call) => (await who('GET', '/system/notice/listTop')).body as Top;
const adminId = 1;

const readMarks = async (noticeIds: number[]) =>
  api.backend.deps.db.select().from(sysNoticeRead).where(inArray(sysNoticeRead.noticeId, noticeIds));
const count = async (ids: number[]) => (await api.backend.deps.db.select().from(sysNotice).where(inArray(sysNotice.noticeId, ids))).length;

describe('notices: the back office', () => {
  test('the seeded notices list newest first, each with the reference’s fields and isRead for the caller', async () => {
    const all = await admin('GET', '/system/notice/list?pageNum=1&pageSize=10');
    expect(all.body).toMatchObject({ code: 200, msg: '查询成功', total: 2 });
    expect(rowsOf(all).map((row) => row.noticeId)).toEqual([2, 1]);
    expect(rowsOf(all)[0]).toEqual({
      noticeId: 2,
      noticeTitle: '会员审核请在三个工作日内处理',
      noticeType: '1',
      noticeContent: expect.stringContaining('<p>'),
      status: '0',
      isRead: false,
      createBy: 'admin',
      createTime: expect.stringMatching(WIRE_TIME),
      updateBy: '',
      updateTime: null,
      remark: null,
    });
  });

  test('the list filters by title and creator (contain) and type; the screen’s status is ignored', async () => {
    const own = await newNotice({ noticeTitle: '筛选专用通知', noticeType: '2', status: '1' });
    const byTitle = await admin('GET', `/system/notice/list?noticeTitle=${encodeURIComponent('筛选专用')}`);
    expect(rowsOf(byTitle).map((row) => row.noticeId)).toEqual([own.noticeId]);
    const byType = await admin('GET', '/system/notice/list?noticeType=2&pageSize=100');
    expect(rowsOf(byType).every((row) => (row as unknown as { noticeType: string }).noticeType === '2')).toBe(true);
    expect(rowsOf(byType).map((row) => row.noticeId)).toContain(own.noticeId);
    expect((await admin('GET', '/system/notice/list?createBy=dmi&pageSize=100')).body.total).toBeGreaterThanOrEqual(3);
    expect((await admin('GET', '/system/notice/list?createBy=nobody')).body).toMatchObject({ total: 0, rows: [] });
    const withStatus = await admin('GET', `/system/notice/list?status=0&noticeTitle=${encodeURIComponent('筛选专用')}`);
    expect(rowsOf(withStatus).map((row) => row.noticeId)).toEqual([own.noticeId]);
  });

  test('a notice is added, read and changed by its writers; the log says 通知公告', async () => {
    const { noticeId } = await newNotice({ noticeTitle: ' 新公告 ', noticeType: '2' });
    const read = await admin('GET', `/system/notice/${noticeId}`);
    expect(read.body).toMatchObject({
      ...OK,
      data: {
        noticeId,
        noticeTitle: '新公告',
        noticeType: '2',
        noticeContent: `<p>内容${seq}</p>`,
        status: '0',
        isRead: false,
        createBy: 'admin',
      },
    });
    expect((await admin('PUT', '/system/notice', { noticeId, noticeTitle: '改过的公告', noticeType: '1', status: '1' })).body).toEqual(OK);
    expect((await admin('GET', `/system/notice/${noticeId}`)).body.data).toMatchObject({
      noticeTitle: '改过的公告',
      noticeType: '1',
      noticeContent: null,
      status: '1',
      updateBy: 'admin',
      updateTime: expect.stringMatching(WIRE_TIME),
    });
    const logged = await api.backend.deps.db
      .select({ businessType: sysOperLog.businessType })
      .from(sysOperLog)
      .where(eq(sysOperLog.title, '通知公告'));
    expect(logged.map((row) => row.businessType)).toEqual(expect.arrayContaining([1, 2]));
  });

  test('the form is checked with the reference’s title messages and clear ones for type and status', async () => {
    const form = { noticeTitle: '检查公告', noticeType: '1', status: '0' };
    for (const method of ['POST', 'PUT'] as const)
      await expectMessages(admin, method, '/system/notice', [
        [{ ...form, noticeId: 1, noticeTitle: '  ' }, '公告标题不能为空'],
        [{ ...form, noticeId: 1, noticeTitle: undefined }, '公告标题不能为空'],
        [{ ...form, noticeId: 1, noticeTitle: '题'.repeat(51) }, '公告标题不能超过50个字符'],
        [{ ...form, noticeId: 1, noticeTitle: '<script>alert(1)</script>' }, '公告标题不能包含脚本字符'],
        [{ ...form, noticeId: 1, noticeType: undefined }, '公告类型不能为空'],
        [{ ...form, noticeId: 1, noticeType: '3' }, '公告类型只能是1（通知）或2（公告）'],
        [{ ...form, noticeId: 1, status: '2' }, '公告状态只能是0（正常）或1（关闭）'],
        [{ ...form, noticeId: 1, noticeContent: 5 }, '公告内容格式不正确'],
      ]);
    expect(await api.backend.deps.db.select().from(sysNotice).where(eq(sysNotice.noticeTitle, '检查公告'))).toHaveLength(0);
    expect((await admin('GET', '/system/notice/1')).body.data).toMatchObject({ noticeTitle: '欢迎使用录音师协会门户后台' });
    const fifty = await newNotice({ noticeTitle: '题'.repeat(50) });
    expect((await admin('GET', `/system/notice/${fifty.noticeId}`)).body.data).toMatchObject({ noticeTitle: '题'.repeat(50) });
  });

  test('the content keeps the editor’s markup and loses whatever could run, on add and on edit', async () => {
    const dirty =
      '<p onclick="steal()">正文<script>alert(1)</script><strong>重点</strong></p>' +
      '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a><iframe src="https://evil.example"></iframe>';
    const { noticeId } = await newNotice({ noticeContent: dirty });
    const stored = async () => ((await admin('GET', `/system/notice/${noticeId}`)).body.data as NoticeRow).noticeContent;
    expect(await stored()).toBe('<p>正文<strong>重点</strong></p><a>链接</a>');
    await admin('PUT', '/system/notice', { noticeId, noticeTitle: '改', noticeType: '1', noticeContent: `<h1>标题</h1>${dirty}` });
    expect(await stored()).toBe('<h2>标题</h2><p>正文<strong>重点</strong></p><a>链接</a>');
    await admin('PUT', '/system/notice', { noticeId, noticeTitle: '改', noticeType: '1', noticeContent: '<script>alert(1)</script>' });
    expect(await stored()).toBeNull();
  });

  test('unknown notices are not found; deletes are all or none and take everyone’s read marks with them', async () => {
    await expectNotFound(admin, '公告不存在', [
      ['GET', '/system/notice/999999'],
      ['PUT', '/system/notice', { noticeId: 999999, noticeTitle: '不存在', noticeType: '1' }],
    ]);
    expect((await admin('GET', '/system/notice/abc')).body).toEqual({
      code: 500,
      msg: "请求参数类型不匹配，参数[noticeId]要求为数字，但输入值为：'abc'",
    });
    const a = await newNotice();
    const b = await newNotice();
    await member.call('POST', `/system/notice/markReadAll?ids=${a.noticeId},${b.noticeId}`);
    await admin('POST', `/system/notice/markRead?noticeId=${a.noticeId}`);
    expect(await readMarks([a.noticeId, b.noticeId])).toHaveLength(3);
    await expectDeletesAllOrNone(admin, {
      path: '/system/notice',
      ids: [a.noticeId, b.noticeId],
      missingId: 999999,
      missing: '公告不存在',
      count: async (ids) => {
        const notices = await count(ids);
        // The read marks go with the notices, never before them.
        expect(await readMarks(ids)).toHaveLength(notices === 0 ? 0 : 3);
        return notices;
      },
    });
  });
});

describe('notices: the header bell of every signed-in user', () => {
  test('listTop answers the newest five open notices without content, with the caller’s unread count', async () => {
    const closed = await newNotice({ noticeTitle: '已关闭的公告', status: '1' });
    const open = [];
    for (let i = 0; i < 5; i += 1) open.push(await newNotice({ noticeType: i % 2 ? '2' : '1' }));
    const top = await topOf(member.call);
    expect(top).toEqual({ ...OK, data: expect.any(Array), unreadCount: 5 });
    expect(top.data.map((row) => row.noticeId)).toEqual(open.map((row) => row.noticeId).reverse());
    expect(top.data.map((row) => row.noticeId)).not.toContain(closed.noticeId);
    expect(top.data[0]).toEqual({
      noticeId: open[4].noticeId,
      noticeTitle: open[4].noticeTitle,
      noticeType: '1',
      status: '0',
      createBy: 'admin',
      createTime: expect.stringMatching(WIRE_TIME),
      isRead: false,
    });
  });

  test('read marks are each user’s own, repeat without change, and show in listTop, the list and the notice', async () => {
    const [first, second, third] = [await newNotice(), await newNotice(), await newNotice()];
    for (let i = 0; i < 2; i += 1)
      expect((await member.call('POST', `/system/notice/markRead?noticeId=${first.noticeId}`)).body).toEqual(OK);
    let mine = await topOf(member.call);
    expect(mine.data.find((row) => row.noticeId === first.noticeId)?.isRead).toBe(true);
    expect(mine.unreadCount).toBe(4);
    expect((await topOf(reader.call)).unreadCount).toBe(5);

    const ids = `${first.noticeId},${second.noticeId},${third.noticeId}`;
    for (let i = 0; i < 2; i += 1) expect((await member.call('POST', `/system/notice/markReadAll?ids=${ids}`)).body).toEqual(OK);
    mine = await topOf(member.call);
    expect(mine.unreadCount).toBe(2);
    expect(mine.data.filter((row) => row.isRead).map((row) => row.noticeId)).toEqual([third.noticeId, second.noticeId, first.noticeId]);
    const theirs = await topOf(reader.call);
    expect(theirs.unreadCount).toBe(5);
    expect(theirs.data.some((row) => row.isRead)).toBe(false);
    expect(
      await api.backend.deps.db
        .select()
        .from(sysNoticeRead)
        .where(
          and(eq(sysNoticeRead.userId, member.userId), inArray(sysNoticeRead.noticeId, [first.noticeId, second.noticeId, third.noticeId])),
        ),
    ).toHaveLength(3);

    await admin('POST', `/system/notice/markRead?noticeId=${second.noticeId}`);
    const listed = rowsOf(await admin('GET', '/system/notice/list?pageSize=100'));
    expect(listed.filter((row) => row.isRead).map((row) => row.noticeId)).toEqual([second.noticeId]);
    expect((await admin('GET', `/system/notice/${second.noticeId}`)).body.data).toMatchObject({ isRead: true });
    expect((await admin('GET', `/system/notice/${third.noticeId}`)).body.data).toMatchObject({ isRead: false });
    expect(await readMarks([second.noticeId])).toEqual(
      expect.arrayContaining([expect.objectContaining({ userId: adminId }), expect.objectContaining({ userId: member.userId })]),
    );
  });

  test('ids that name no notice are passed over; a missing or malformed id is refused', async () => {
    expect((await reader.call('POST', '/system/notice/markRead?noticeId=999999')).body).toEqual(OK);
    expect((await reader.call('POST', '/system/notice/markReadAll?ids=999998,999999')).body).toEqual(OK);
    expect((await reader.call('POST', '/system/notice/markReadAll')).body).toEqual(OK);
    expect(await readMarks([999998, 999999])).toHaveLength(0);
    expect((await reader.call('POST', '/system/notice/markRead')).body).toEqual({ code: 500, msg: '参数[noticeId]不能为空' });
    expect((await reader.call('POST', '/system/notice/markReadAll?ids=1,x')).body).toEqual({
      code: 500,
      msg: "请求参数类型不匹配，参数[ids]要求为数字，但输入值为：'x'",
    });
  });

  test('a member without the notice permissions is refused the back office’s calls but has the bell', async () => {
    await expectRefused(member, [
      ['GET', '/system/notice/list'],
      ['GET', '/system/notice/1'],
      ['POST', '/system/notice', { noticeTitle: '越权', noticeType: '1' }],
      ['PUT', '/system/notice', { noticeId: 1, noticeTitle: '越权', noticeType: '1' }],
      ['DELETE', '/system/notice/1'],
    ]);
    expect(await count([1])).toBe(1);
    await expectAllowed(member, [
      ['GET', '/system/notice/listTop'],
      ['POST', '/system/notice/markRead?noticeId=1'],
      ['POST', '/system/notice/markReadAll?ids=1,2'],
    ]);
    const anonymous = new CookieJar();
    expect((await api.call('GET', '/system/notice/listTop', { jar: anonymous })).body.code).toBe(401);
    expect((await api.call('POST', '/system/notice/markRead?noticeId=1', { jar: anonymous })).body.code).toBe(401);
  });
});

describe('notices: who has read one (RuoYi-Vue3’s 阅读用户)', () => {
  type Reader = { userId: number; userName: string; nickName: string; deptName: string | null; phonenumber: string; readTime: string };
  const readersOf = async (who: Caller, query: string) => (await callOf(who)('GET', `/system/notice/readUsers/list?${query}`)).body;

  test('the present readers, latest first, with their department and read time; searched by login or user name', async () => {
    const { noticeId } = await newNotice();
    for (const who of [member.call, reader.call, admin])
      expect((await who('POST', `/system/notice/markRead?noticeId=${noticeId}`)).body).toEqual(OK);
    const all = await readersOf(admin, `noticeId=${noticeId}`);
    expect(all).toMatchObject({ code: 200, msg: '查询成功', total: 3 });
    const rows = all.rows as Reader[];
    expect(rows.map((row) => row.userId)).toEqual([adminId, reader.userId, member.userId]);
    expect(rows[0]).toEqual({
      userId: adminId,
      userName: 'admin',
      nickName: expect.any(String),
      deptName: expect.any(String),
      phonenumber: expect.any(String),
      readTime: expect.stringMatching(WIRE_TIME),
    });
    expect(rows[2]).toMatchObject({ userName: member.phone, phonenumber: member.phone, deptName: null });

    const byLogin = await readersOf(admin, `noticeId=${noticeId}&searchValue=${reader.phone.slice(-6)}`);
    expect((byLogin.rows as Reader[]).map((row) => row.userId)).toEqual([reader.userId]);
    const byName = await readersOf(admin, `noticeId=${noticeId}&searchValue=${encodeURIComponent(`会员${member.phone.slice(-4)}`)}`);
    expect((byName.rows as Reader[]).map((row) => row.userId)).toEqual([member.userId]);
    expect(await readersOf(admin, `noticeId=${noticeId}&pageNum=2&pageSize=2`)).toMatchObject({
      total: 3,
      rows: [{ userId: member.userId }],
    });
    expect(await readersOf(admin, 'noticeId=999999')).toMatchObject({ total: 0, rows: [] });
  });

  test('a caller sees only the readers their data scope shows; the notice id is required; members are refused', async () => {
    const { noticeId } = await newNotice();
    for (const who of [member.call, selfOnly.call]) await who('POST', `/system/notice/markRead?noticeId=${noticeId}`);
    expect(await readersOf(selfOnly, `noticeId=${noticeId}`)).toMatchObject({ total: 1, rows: [{ userId: selfOnly.userId }] });
    expect(await readersOf(admin, 'searchValue=x')).toEqual({ code: 500, msg: '参数[noticeId]不能为空' });
    expect(await readersOf(admin, 'noticeId=x')).toEqual({
      code: 500,
      msg: "请求参数类型不匹配，参数[noticeId]要求为数字，但输入值为：'x'",
    });
    await expectRefused(member, [['GET', `/system/notice/readUsers/list?noticeId=${noticeId}`]]);
  });
});
