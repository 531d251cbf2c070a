import { bllActivity, bllActivitySignup, bllDeclare, bllSignMember, bllSignOrg } from '@/lib/backend/db/schema';
import { chinaToday } from '@/lib/format/date-time';
import { CookieJar, type Harness } from '@/tests/support/api-harness';
import { featureSuite, type Call } from '@/tests/support/feature-suite';
import { registeredUser, type Person } from '@/tests/support/member-helpers';

let api: Harness;
let admin: Call;
featureSuite({}, (suite) => {
  ({ api, admin } = suite);
});

interface Overview {
  members?: { byStatus: { status: string; count: number }[]; total: number; paidMembers: number };
  signupsThisMonth?: number;
  declarationsWaiting?: number;
  upcomingActivities?: Record<string, unknown>[];
}

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
    expect(Object.keys(after).sort()).toEqual(['declarationsWaiting', 'members', 'signupsThisMonth', 'upcomingActivities']);
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
    expect(Object.keys(await overviewOf((await staffWith([4, 124])).call))).toEqual(['upcomingActivities']);
    expect(Object.keys(await overviewOf((await staffWith([4, 123])).call)).sort()).toEqual(['members', 'signupsThisMonth']);
    expect((await api.call('GET', '/bll/dashboard', { jar: new CookieJar() })).body.code).toBe(401);
  });
});
