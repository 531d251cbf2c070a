import { registeredUser, type Person } from '@/tests/support/member-helpers';
import { readXlsxRows } from '@/tests/support/xlsx';
import { added, admin, api, organiser, signUp } from './activity-admin-suite';
import { exportedRows, postForm, workbookRows, temporaryExport } from '@/tests/support/feature-suite';

describe('activities admin: sign-ups and exports', () => {
  let activityId: number;
  let people: Person[];

  beforeAll(async () => {
    activityId = await added({ title: '报名名单测试', capacity: 10, placeEs: 'Association Training Centre', memberFee: '300' });
    people = [await registeredUser(api), await registeredUser(api), await registeredUser(api)];
    for (const person of people) await signUp(person, activityId);
  });

  test('the sign-up list is paged, earliest first, with the activity title', async () => {
    const page = await organiser.call('GET', `/activity/signup/list?activityId=${activityId}&pageNum=2&pageSize=2`);
    expect(page.body).toMatchObject({ code: 200, msg: '查询成功', total: 3 });
    expect(page.body.rows).toEqual([
      expect.objectContaining({
        activityId,
        activityTitle: '报名名单测试',
        userId: people[2].userId,
        name: '报名人',
        phone: people[2].phone,
        employer: '声谷',
        remark: '素食',
        createTime: expect.any(String),
      }),
    ]);
    const byPhone = await organiser.call('GET', `/activity/signup/list?activityId=${activityId}&phone=${people[1].phone}`);
    expect((byPhone.body.rows as Record<string, unknown>[]).map((row) => row.userId)).toEqual([people[1].userId]);
    expect((await organiser.call('GET', '/activity/signup/list?activityId=x1')).body.code).toBe(500);
  });

  test('sign-ups export through both flows', async () => {
    const temp = await temporaryExport(organiser, `/activity/signup/export?activityId=${activityId}`, '活动报名');
    const download = await organiser.call('GET', `/common/download?fileName=${encodeURIComponent(temp)}&delete=true`);
    const rows = readXlsxRows(download.bytes);
    expect(rows[0]).toEqual(['报名编号', '活动名称', '姓名', '手机号码', '工作单位', '备注', '缴费状态', '报名时间']);
    expect(rows.slice(1).map((row) => row[3])).toEqual(people.map((person) => person.phone));
    expect(rows[1].slice(1, 6)).toEqual(['报名名单测试', '报名人', people[0].phone, '声谷', '素食']);

    const posted = await postForm(
      api,
      '/activity/signup/export',
      `activityId=${activityId}&name=${encodeURIComponent('报名')}`,
      organiser.jar,
    );
    expect(workbookRows(posted)).toHaveLength(4);
  });

  test('activities export with labels and sign-up counts', async () => {
    const rows = await exportedRows(
      api,
      '/activity/activities/export',
      `title=${encodeURIComponent('报名名单测试')}`,
      '活动编号 活动名称 活动类型 开始时间 结束时间 活动地点 英文地点 人数上限 已报名 报名截止时间 费用 会员费用 状态 关联文章',
      organiser.jar,
    );
    expect(rows).toEqual([
      [
        String(activityId),
        '报名名单测试',
        '培训活动',
        '2027-03-10 09:00:00',
        '2027-03-10 17:30:00',
        '协会培训中心',
        'Association Training Centre',
        '10',
        '3',
        '2027-03-01 18:00:00',
        '380.5',
        '300',
        '正常',
      ],
    ]);
    await temporaryExport(admin, `/activity/activities/export?title=${encodeURIComponent('报名名单测试')}`, '活动数据');
  });
});
