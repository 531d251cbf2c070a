import { eq } from 'drizzle-orm';
import { bllActivity, bllActivitySignup, bllDeclare, bllSignMember, bllSignOrg } from '@/features/member/tables';
import { bllArticle } from '@/features/content/tables';
import { bllPayOrder } from '@/features/member/payment/tables';
import type { DataOf } from '@/lib/contract/contract';
import { chinaToday } from '@/lib/format/date-time';
import type { dashboard } from './contract';
import { CookieJar, type Harness } from '@/tests/support/api-harness';
import { featureSuite, type Call } from '@/tests/support/feature-suite';
import { registeredUser, type Person } from '@/tests/support/member-helpers';

let api: Harness;
let admin: Call;
featureSuite({}, (suite) => {
  ({ api, admin } = suite);
});

type Overview = DataOf<typeof dashboard.get>;

const overviewOf = async (call: Person['call'] | typeof admin): Promise<Overview> => {
  const answer = await call('GET', '/bll/dashboard');
  expect(answer.body.code).toBe(200);
  return answer.body.data as Overview;
};
const countOf = (overview: Overview, status: string) => overview.members!.byStatus.find((entry) => entry.status === status)!.count;

const HOUR = 60 * 60 * 1000;
const day = (offsetDays: number) => chinaToday(new Date(Date.now() + offsetDays * 24 * HOUR));
/** Just before this month began in China: an application that must not count as this month's. */
const lastMonth = new Date(new Date(`${chinaToday().slice(0, 8)}01T00:00:00+08:00`).getTime() - HOUR);

const [thisYear, thisMonth] = chinaToday().split('-').map(Number);
/** `yyyy-MM` of the China month `back` months before this one. */
const monthKey = (back: number) => new Date(Date.UTC(thisYear, thisMonth - 1 - back, 1)).toISOString().slice(0, 7);
/** A moment in the China month `back` months ago: its `day`, at `time` China time. */
const inMonth = (back: number, day = 15, time = '12:00') => new Date(`${monthKey(back)}-${String(day).padStart(2, '0')}T${time}:00+08:00`);
/** The last day of the month `back` months ago (`yyyy-MM-dd`). */
const monthEnd = (back: number) => new Date(Date.UTC(thisYear, thisMonth - back, 0)).toISOString().slice(0, 10);

let seq = 0;
async function memberApplication(userId: number, status: string, extra: Partial<typeof bllSignMember.$inferInsert> = {}) {
  seq += 1;
  await api.backend.deps.db.insert(bllSignMember).values({
    userId,
    mobile: `1370000${String(seq).padStart(4, '0')}`,
    name: `统计${seq}`,
    gender: '0',
    idNumber: `11010119900101${String(seq).padStart(4, '0')}`,
    birthDate: '1990-01-01',
    employer: '测试单位',
    speciality: '1',
    photo: '/profile/upload/2026/01/01/00000000000000000000000000000000.png',
    status,
    ...extra,
  });
}

async function orgApplication(userId: number, status: string, extra: Partial<typeof bllSignOrg.$inferInsert> = {}) {
  seq += 1;
  await api.backend.deps.db.insert(bllSignOrg).values({
    userId,
    mobile: `1370000${String(seq).padStart(4, '0')}`,
    orgName: `统计单位${seq}`,
    creditCode: `91110000${String(seq).padStart(10, '0')}`,
    legalPerson: '法人',
    address: '地址',
    contactName: '联系人',
    orgSize: '1',
    businessScope: '录音',
    licence: '/profile/upload/2026/01/01/00000000000000000000000000000000.png',
    status,
    ...extra,
  });
}

/** A registered user given a new role holding only these menus (and so their permissions). */
async function staffWith(menuIds: number[]): Promise<Person> {
  const person = await registeredUser(api);
  seq += 1;
  const role = await admin('POST', '/system/role', { roleName: `看板${seq}`, roleKey: `dashboard_${seq}`, roleSort: 9, menuIds });
  expect((await admin('PUT', `/system/user/authRole?userId=${person.userId}&roleIds=${role.body.data}`)).body.code).toBe(200);
  return person;
}

describe('GET /bll/dashboard', () => {
  test('the super administrator sees every part; counts cover both application kinds', async () => {
    const before = await overviewOf(admin);
    expect(before.members!.byStatus.map((entry) => entry.status)).toEqual(['0', '1', '2', '3', '4']);

    await memberApplication(500, '0');
    await memberApplication(501, '4', { validUntil: day(30) });
    await memberApplication(502, '4', { validUntil: day(-1) });
    await memberApplication(503, '2', { createTime: lastMonth });
    await orgApplication(504, '1');
    await orgApplication(505, '4', { validUntil: day(0) });
    const declaration = { userId: 500, declareType: '1', title: '申报', applicantName: '申报人' };
    await api.backend.deps.db.insert(bllDeclare).values([
      { ...declaration, status: '1' },
      { ...declaration, status: '1' },
      { ...declaration, status: '0' },
    ]);

    const after = await overviewOf(admin);
    expect(Object.keys(after).sort()).toEqual([
      'activitySignups',
      'applicationsByMonth',
      'declarationsWaiting',
      'members',
      'mostReadArticles',
      'onlineIncome',
      'paidMembersOverTime',
      'signupsThisMonth',
      'upcomingActivities',
    ]);
    const delta = (status: string) => countOf(after, status) - countOf(before, status);
    expect(['0', '1', '2', '3', '4'].map(delta)).toEqual([1, 1, 1, 0, 3]);
    expect(after.members!.total - before.members!.total).toBe(6);
    expect(after.members!.total).toBe(after.members!.byStatus.reduce((sum, entry) => sum + entry.count, 0));
    expect(after.members!.paidMembers - before.members!.paidMembers).toBe(2);
    expect(after.signupsThisMonth! - before.signupsThisMonth!).toBe(5);
    expect(after.declarationsWaiting! - before.declarationsWaiting!).toBe(2);
  });

  test('upcoming activities: open ones still to start, soonest first, at most five, with sign-up counts', async () => {
    const at = (offset: number) => new Date(Date.now() + offset);
    const activity = (title: string, start: number, status = '0') => ({
      title,
      startTime: at(start),
      deadline: at(start - HOUR / 2),
      place: '培训中心',
      capacity: 20,
      status,
    });
    const [soon, later] = await api.backend.deps.db
      .insert(bllActivity)
      .values([activity('即将开始', HOUR), activity('稍后开始', 2 * HOUR), activity('已经开始', -HOUR), activity('已关闭', HOUR / 2, '1')])
      .returning({ id: bllActivity.id });
    await api.backend.deps.db.insert(bllActivitySignup).values([
      { activityId: soon.id, userId: 600, name: '甲', phone: '13700000001' },
      { activityId: soon.id, userId: 601, name: '乙', phone: '13700000002' },
    ]);

    const upcoming = (await overviewOf(admin)).upcomingActivities!;
    expect(upcoming.length).toBeLessThanOrEqual(5);
    expect(upcoming.slice(0, 2).map((entry) => entry.activityId)).toEqual([soon.id, later.id]);
    expect(Object.keys(upcoming[0]).sort()).toEqual(['activityId', 'capacity', 'deadline', 'place', 'signedCount', 'startTime', 'title']);
    expect(upcoming[0]).toMatchObject({
      title: '即将开始',
      place: '培训中心',
      capacity: 20,
      signedCount: 2,
      startTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(upcoming[1].signedCount).toBe(0);
    expect(upcoming.map((entry) => entry.title)).not.toContain('已经开始');
    expect(upcoming.map((entry) => entry.title)).not.toContain('已关闭');
  });

  test('each part needs the permission of its list; none answers an empty object', async () => {
    const member = await registeredUser(api);
    expect((await member.call('GET', '/bll/dashboard')).body).toEqual({ code: 200, msg: '操作成功', data: {} });
    expect(Object.keys(await overviewOf((await staffWith([4, 125])).call))).toEqual(['declarationsWaiting']);
    expect(Object.keys(await overviewOf((await staffWith([4, 124])).call)).sort()).toEqual(['activitySignups', 'upcomingActivities']);
    expect(Object.keys(await overviewOf((await staffWith([4, 123])).call)).sort()).toEqual([
      'applicationsByMonth',
      'members',
      'paidMembersOverTime',
      'signupsThisMonth',
    ]);
    expect(Object.keys(await overviewOf((await staffWith([4, 121])).call))).toEqual(['mostReadArticles']);
    expect(Object.keys(await overviewOf((await staffWith([5, 127])).call))).toEqual(['onlineIncome']);
    expect((await api.call('GET', '/bll/dashboard', { jar: new CookieJar() })).body.code).toBe(401);
  });

  test('online income: what the providers took this month and in all, less refunds; open and closed orders count nothing', async () => {
    const before = (await overviewOf(admin)).onlineIncome!;
    const order = {
      userId: 500,
      purpose: 'membership',
      refType: 'member',
      refId: 1,
      subject: '会费',
      channel: 'alipay',
      expireTime: new Date(),
    };
    const lastYear = new Date(Date.now() - 400 * 86_400_000);
    await api.backend.deps.db.insert(bllPayOrder).values([
      { ...order, orderNo: `PD${Date.now()}1`, amount: 10000, state: 'paid', paidTime: new Date() },
      { ...order, orderNo: `PD${Date.now()}2`, amount: 5000, refundedAmount: 2000, state: 'partly_refunded', paidTime: new Date() },
      { ...order, orderNo: `PD${Date.now()}3`, amount: 7000, refundedAmount: 7000, state: 'refunded', paidTime: new Date() },
      { ...order, orderNo: `PD${Date.now()}4`, amount: 4000, state: 'paid', paidTime: lastYear },
      { ...order, orderNo: `PD${Date.now()}5`, amount: 3000, state: 'closed' },
      { ...order, orderNo: `PD${Date.now()}6`, amount: 3000, state: 'created' },
    ]);
    const after = (await overviewOf(admin)).onlineIncome!;
    expect({
      thisMonth: after.thisMonth - before.thisMonth,
      ordersThisMonth: after.ordersThisMonth - before.ordersThisMonth,
      total: after.total - before.total,
    }).toEqual({ thisMonth: 13000, ordersThisMonth: 3, total: 17000 });
  });

  test('applications by month: the last twelve China months, both kinds, zeros included', async () => {
    const before = (await overviewOf(admin)).applicationsByMonth!;
    expect(before.map((entry) => entry.month)).toEqual(Array.from({ length: 12 }, (_, index) => monthKey(11 - index)));

    // The first moment of this month in China is still the last day of the previous month in UTC.
    await memberApplication(510, '0', { createTime: new Date(`${monthKey(0)}-01T00:00:00+08:00`) });
    await memberApplication(511, '2', { createTime: inMonth(1, 28, '23:59') });
    await memberApplication(512, '4', { createTime: inMonth(3), validUntil: day(100) });
    await memberApplication(513, '1', { createTime: inMonth(3, 2) });
    await orgApplication(514, '0', { createTime: inMonth(3, 20) });
    await orgApplication(515, '2', { createTime: inMonth(11, 1, '00:00') });
    // Twelve months ago is outside the window.
    await memberApplication(516, '0', { createTime: inMonth(12) });
    await orgApplication(517, '0', { createTime: inMonth(12, 28) });

    const after = (await overviewOf(admin)).applicationsByMonth!;
    const delta = after.map((entry, index) => [
      entry.individual - before[index].individual,
      entry.organisation - before[index].organisation,
    ]);
    const expected = Array.from({ length: 12 }, () => [0, 0]);
    expected[11] = [1, 0];
    expected[10] = [1, 0];
    expected[8] = [2, 1];
    expected[0] = [0, 1];
    expect(delta).toEqual(expected);
    // No test of this file writes applications four to ten months back.
    for (const entry of after.slice(1, 8)) expect(entry).toEqual({ month: entry.month, individual: 0, organisation: 0 });
  });

  test('paid members over time: memberships running at each month end, the current month read today', async () => {
    const before = await overviewOf(admin);
    const series = before.paidMembersOverTime!;
    expect(series.map((entry) => entry.day)).toEqual([...Array.from({ length: 11 }, (_, index) => monthEnd(11 - index)), chinaToday()]);

    // Paid five months ago, still valid.
    await memberApplication(520, '4', { memberSince: inMonth(5), validUntil: day(200) });
    // Paid ten months ago; its last day is the end of the month eight months back, which still counts.
    await memberApplication(521, '4', { memberSince: inMonth(10), validUntil: monthEnd(8) });
    // No memberSince (written directly): it counts from its creation two months ago.
    await memberApplication(522, '4', { createTime: inMonth(2), validUntil: day(200) });
    // Paid late on the last day of the month four back (China time): that month end counts it.
    await orgApplication(523, '4', { memberSince: new Date(`${monthEnd(4)}T23:30:00+08:00`), validUntil: day(200) });
    // Paid in the first half hour of the month three back: the day before in UTC, yet not at the end of month four.
    await orgApplication(524, '4', { memberSince: inMonth(3, 1, '00:30'), validUntil: day(200) });
    // Payment submitted, not confirmed: never a running membership.
    await memberApplication(525, '3', { memberSince: inMonth(6), validUntil: day(200) });

    const after = await overviewOf(admin);
    const delta = after.paidMembersOverTime!.map((entry, index) => entry.paidMembers - series[index].paidMembers);
    //             months back: 11 10  9  8  7  6  5  4  3  2  1  0
    expect(delta).toEqual([0, 1, 1, 1, 0, 0, 1, 2, 3, 4, 4, 4]);
    expect(after.paidMembersOverTime!.at(-1)!.paidMembers).toBe(after.members!.paidMembers);
  });

  test('activity sign-ups: the eight activities starting last, upcoming and closed ones too, in the order they start', async () => {
    const start = (day: number) => new Date(`2100-01-${String(day).padStart(2, '0')}T09:00:00+08:00`);
    const activity = (day: number, status = '0') => ({
      title: `远期活动${day}`,
      startTime: start(day),
      deadline: new Date(start(day).getTime() - HOUR),
      place: '培训中心',
      capacity: 10 + day,
      status,
    });
    const rows = await api.backend.deps.db
      .insert(bllActivity)
      .values([1, 2, 3, 4, 5, 6, 7, 8, 9].map((day) => activity(day, day === 5 ? '1' : '0')))
      .returning({ id: bllActivity.id });
    const signUp = (index: number, userIds: number[]) =>
      userIds.map((userId) => ({ activityId: rows[index].id, userId, name: '报名人', phone: '13700000009' }));
    await api.backend.deps.db
      .insert(bllActivitySignup)
      .values([...signUp(0, [700, 701]), ...signUp(4, [702, 703, 704]), ...signUp(8, [705])]);

    const signups = (await overviewOf(admin)).activitySignups!;
    expect(signups.map((entry) => entry.title)).toEqual([2, 3, 4, 5, 6, 7, 8, 9].map((day) => `远期活动${day}`));
    expect(signups.map((entry) => entry.signedCount)).toEqual([0, 0, 0, 3, 0, 0, 0, 1]);
    expect(signups.map((entry) => entry.capacity)).toEqual([12, 13, 14, 15, 16, 17, 18, 19]);
    expect(signups[7]).toEqual({
      activityId: rows[8].id,
      title: '远期活动9',
      startTime: '2100-01-09 09:00:00',
      capacity: 19,
      signedCount: 1,
    });
  });

  test('most-read articles: the ten published ones read most, never a draft, withdrawn or unread one', async () => {
    const article = (name: string, viewCount: number, status = '1') => ({
      typeId: 11,
      articleName: name,
      status,
      viewCount,
      publishTime: new Date(),
    });
    const rows = await api.backend.deps.db
      .insert(bllArticle)
      .values([
        ...Array.from({ length: 11 }, (_, index) => article(`热门文章${index + 1}`, 1_000_000 + (index + 1) * 10)),
        article('热门草稿', 9_000_000, '0'),
        article('已下线的热门文章', 9_000_000, '2'),
      ])
      .returning({ id: bllArticle.id });
    // One reading through the public page: the chart follows the counter readers move.
    expect((await api.call('GET', `/api/bll/article/${rows[0].id}`, { jar: new CookieJar() })).body.code).toBe(200);

    const mostRead = (await overviewOf(admin)).mostReadArticles!;
    expect(mostRead.map((entry) => entry.articleName)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((n) => `热门文章${n}`));
    expect(mostRead[0]).toEqual({ id: rows[10].id, articleName: '热门文章11', viewCount: 1_000_110 });
    expect(mostRead.at(-1)).toEqual({ id: rows[1].id, articleName: '热门文章2', viewCount: 1_000_020 });
    expect(
      (await api.backend.deps.db.select({ viewCount: bllArticle.viewCount }).from(bllArticle).where(eq(bllArticle.id, rows[0].id)))[0],
    ).toEqual({ viewCount: 1_000_011 });
  });
});
