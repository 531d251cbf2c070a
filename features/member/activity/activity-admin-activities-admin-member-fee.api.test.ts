import { eq } from 'drizzle-orm';
import { bllActivity } from '@/features/member/tables';
import { demoActivities } from '@/features/member/server/seed';
import { CookieJar } from '@/tests/support/api-harness';
import { registeredUser } from '@/tests/support/member-helpers';
import { makeMember } from '@/tests/support/membership';
import { added, api, expectFormsRefused, form, organiser, rowsTitled } from './activity-admin-suite';
import activityModule from './module';
import { seedActivityEnglishAndMemberFee } from './server/activity-seed';

type Row = Record<string, unknown>;
const publicRow = async (id: number, jar = new CookieJar()) =>
  ((await api.call('GET', `/api/activity/activities/getInfoList?activityId=${id}`, { jar })).body.data as Row[])[0];

describe('activities admin: the English venue and the member fee', () => {
  test('both are stored as given; an empty member fee is null (members pay the fee)', async () => {
    const id = await added({ placeEs: ' Association Training Centre ', fee: '300', memberFee: '200' });
    expect((await organiser.call('GET', `/activity/activities/${id}`)).body.data).toMatchObject({
      placeEs: 'Association Training Centre',
      fee: '300.00',
      memberFee: '200.00',
    });
    const same = form({ memberFee: '' });
    expect((await organiser.call('PUT', '/activity/activities', { id, ...same })).body).toEqual({ code: 200, msg: '操作成功' });
    const [row] = await api.backend.deps.db.select().from(bllActivity).where(eq(bllActivity.id, id));
    expect(row).toMatchObject({ memberFee: null, placeEs: '' });
    // A stock client's form has neither field: the English venue is empty, members pay the fee.
    const stock = form();
    expect(stock).not.toHaveProperty('placeEs');
    expect(stock).not.toHaveProperty('memberFee');
    const stockId = await added(stock);
    const [stockRow] = await api.backend.deps.db.select().from(bllActivity).where(eq(bllActivity.id, stockId));
    expect(stockRow).toMatchObject({ placeEs: '', memberFee: null });
  });

  test('a member fee above the fee, or not an amount, is refused and nothing is stored', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ fee: '300', memberFee: '300.01' }, '会员费用不能高于非会员费用'],
      [{ fee: 0, memberFee: 1 }, '会员费用不能高于非会员费用'],
      [{ memberFee: '-1' }, '费用必须是不小于0的金额，最多两位小数'],
      [{ memberFee: '1.234' }, '费用必须是不小于0的金额，最多两位小数'],
      [{ placeEs: 'x'.repeat(301) }, '英文地点长度不能超过300个字符'],
      [{ placeEs: '<b>x</b>' }, '英文地点不能包含脚本字符'],
    ];
    await expectFormsRefused(cases);
    expect((await organiser.call('POST', '/activity/activities', form({ fee: '300', memberFee: '300' }))).body.code).toBe(200);
  });

  test('the public answer carries the English venue, the member fee, and whether the caller is a member', async () => {
    const id = await added({ placeEs: 'Training Centre', fee: '300', memberFee: '200' });
    expect(await publicRow(id)).toMatchObject({
      place: '协会培训中心',
      placeEs: 'Training Centre',
      fee: '300.00',
      memberFee: '200.00',
      callerIsMember: false,
    });
    const person = await registeredUser(api);
    expect(await publicRow(id, person.jar)).toMatchObject({ callerIsMember: false });
    await makeMember(api, person);
    expect(await publicRow(id, person.jar)).toMatchObject({ memberFee: '200.00', callerIsMember: true });
    const mine = (await person.call('POST', '/api/activity/activities/saveBll', { activityId: id, name: '会员', phone: person.phone }))
      .body;
    expect(mine.code).toBe(200);
    expect((await person.call('GET', '/api/activity/activities/mySignups')).body.data).toEqual([
      expect.objectContaining({ activityId: id, place: '协会培训中心', placeEs: 'Training Centre' }),
    ]);
  });

  test('the seeded demo activities have their English venue, and the member price their notice names', async () => {
    const rows = await api.backend.deps.db.select().from(bllActivity).where(eq(bllActivity.createBy, 'admin'));
    const seeded = demoActivities.map((demo) => rows.find((row) => row.title === demo.title));
    expect(seeded.map((row) => row && { placeEs: row.placeEs, fee: row.fee, memberFee: row.memberFee })).toEqual([
      {
        placeEs: 'Third-floor recording classroom, Association Training Centre, Chaoyang District, Beijing',
        fee: '4800.00',
        memberFee: '3800.00',
      },
      { placeEs: "Partner organisation's training studio, Xuhui District, Shanghai", fee: '5200.00', memberFee: null },
    ]);
  });

  test('seed step 13 fills an older database’s demo activities where still empty and still at the seeded venue', async () => {
    const db = api.backend.deps.db;
    const [winter, immersive] = demoActivities;
    // As a database seeded before the two columns has them.
    await db.update(bllActivity).set({ placeEs: '', memberFee: null }).where(eq(bllActivity.title, winter.title));
    await db.update(bllActivity).set({ placeEs: 'Our own words' }).where(eq(bllActivity.title, immersive.title));
    // Another activity at the seeded venue gets its English, never the demo's member price; one moved elsewhere gets neither.
    const sameVenue = await added({ place: winter.place, placeEs: '', fee: '4800', memberFee: '' });
    const moved = await added({ place: '别处', placeEs: '', fee: '4800', memberFee: '' });
    const cheaper = await added({ title: winter.title, place: winter.place, placeEs: 'Kept', fee: '3000', memberFee: '' });

    await db.transaction((tx) => seedActivityEnglishAndMemberFee(tx));

    const byId = async (id: number) => (await db.select().from(bllActivity).where(eq(bllActivity.id, id)))[0];
    const [winterRow] = (await rowsTitled(winter.title)).filter((row) => row.id !== cheaper);
    expect(winterRow).toMatchObject({ placeEs: winter.placeEs, memberFee: '3800.00' });
    expect((await rowsTitled(immersive.title))[0]).toMatchObject({ placeEs: 'Our own words', memberFee: null });
    expect(await byId(sameVenue)).toMatchObject({ placeEs: winter.placeEs, memberFee: null });
    expect(await byId(moved)).toMatchObject({ placeEs: '', memberFee: null });
    // The demo's title and venue, but a fee changed below the member price: its member fee stays empty.
    expect(await byId(cheaper)).toMatchObject({ placeEs: 'Kept', memberFee: null });

    // The step is the module's seed 13, so an existing database runs it once on its next start.
    const steps = (await activityModule.server()).seeds ?? [];
    expect(steps.map((step) => [step.version, step.run])).toEqual([[13, seedActivityEnglishAndMemberFee]]);

    // A second run changes nothing an administrator set meanwhile.
    await db.update(bllActivity).set({ memberFee: '3500.00' }).where(eq(bllActivity.id, winterRow.id));
    await db.transaction((tx) => seedActivityEnglishAndMemberFee(tx));
    expect(await byId(winterRow.id)).toMatchObject({ memberFee: '3500.00' });
  });
});
