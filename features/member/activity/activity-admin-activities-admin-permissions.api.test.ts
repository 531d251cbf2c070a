import { eq } from 'drizzle-orm';
import { bllActivity } from '@/features/member/tables';
import { CookieJar } from '@/tests/support/api-harness';
import { registeredUser } from '@/tests/support/member-helpers';
import { added, api, articleId, expectFormsRefused, form, organiser, seq, signUp, viewer } from './activity-admin-suite';
import { expectRefused } from '@/tests/support/feature-suite';

describe('activities admin: permissions', () => {
  test('bll:activity:list shows the list but cannot add, change, delete, read sign-ups or export', async () => {
    const id = await added();
    expect((await viewer.call('GET', '/activity/activities/list')).body.code).toBe(200);
    await expectRefused(viewer, [
      ['POST', '/activity/activities', form()],
      ['PUT', '/activity/activities', { id, ...form() }],
      ['DELETE', `/activity/activities/${id}`],
      ['GET', `/activity/signup/list?activityId=${id}`],
      ['GET', '/activity/activities/export'],
    ]);
    const [row] = await api.backend.deps.db.select().from(bllActivity).where(eq(bllActivity.id, id));
    expect(row).toMatchObject({ capacity: 20, status: '0', updateBy: '' });
  });
});

describe('activities admin: CRUD', () => {
  test('an activity is added with every field, read back, listed, changed, and shown publicly while open', async () => {
    const values = form({ articleId });
    const id = await added(values);
    const one = await organiser.call('GET', `/activity/activities/${id}`);
    expect(one.body).toMatchObject({ code: 200, msg: '操作成功' });
    expect(one.body.data).toMatchObject({ ...values, id, signedCount: 0, createBy: organiser.userName });

    const list = await viewer.call('GET', `/activity/activities/list?title=${encodeURIComponent(values.title)}`);
    expect(list.body).toMatchObject({ code: 200, msg: '查询成功', total: 1, rows: [expect.objectContaining({ id, signedCount: 0 })] });
    const publicRows = (await api.call('GET', `/api/activity/activities/getInfoList?activityId=${id}`, { jar: new CookieJar() })).body
      .data as unknown[];
    expect(publicRows).toHaveLength(1);

    const changed = form({
      title: `${values.title}（改期）`,
      startTime: '2027-04-10 09:00',
      endTime: '',
      deadline: '2027-04-01 12:00',
      fee: 0,
      capacity: 5,
      status: '1',
      articleId: '',
    });
    expect((await organiser.call('PUT', '/activity/activities', { id, ...changed })).body).toEqual({ code: 200, msg: '操作成功' });
    expect((await organiser.call('GET', `/activity/activities/${id}`)).body.data).toMatchObject({
      title: changed.title,
      startTime: '2027-04-10 09:00:00',
      endTime: null,
      deadline: '2027-04-01 12:00:00',
      fee: '0.00',
      capacity: 5,
      status: '1',
      articleId: null,
      updateBy: organiser.userName,
    });
    expect((await api.call('GET', `/api/activity/activities/getInfoList?activityId=${id}`, { jar: new CookieJar() })).body.data).toEqual(
      [],
    );
  });

  test('bad input is refused with a clear message and nothing is stored', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, '活动名称不能为空'],
      [{ capacity: 0 }, '人数上限不能小于1'],
      [{ capacity: 2.5 }, '人数上限必须是整数'],
      [{ capacity: 'many' }, '人数上限必须是整数'],
      [{ deadline: '2027-03-10 09:00:01' }, '报名截止时间不能晚于开始时间'],
      [{ endTime: '2027-03-10 08:00:00' }, '结束时间不能早于开始时间'],
      [{ startTime: '2027-02-30 09:00:00' }, '开始时间格式不正确，应为yyyy-MM-dd HH:mm:ss'],
      [{ startTime: '' }, '开始时间不能为空'],
      [{ deadline: 'tomorrow' }, '报名截止时间格式不正确，应为yyyy-MM-dd HH:mm:ss'],
      [{ fee: '-1' }, '费用必须是不小于0的金额，最多两位小数'],
      [{ fee: '12.345' }, '费用必须是不小于0的金额，最多两位小数'],
      [{ fee: -0.5 }, '费用必须是不小于0的金额，最多两位小数'],
      [{ fee: '' }, '费用必须是不小于0的金额，最多两位小数'],
      [{ articleId: 99_999_999 }, '关联文章不存在'],
      [{ articleId: 'x' }, '关联文章不正确'],
      [{ activityType: '7' }, '请选择活动类型'],
      [{ status: '5' }, '活动状态只能是正常或停用'],
      [{ place: '<b>x</b>' }, '活动地点不能包含脚本字符'],
    ];
    await expectFormsRefused(cases);
  });

  test('unknown ids answer 活动不存在', async () => {
    expect((await organiser.call('GET', '/activity/activities/99999999')).body).toEqual({ code: 500, msg: '活动不存在' });
    expect((await organiser.call('PUT', '/activity/activities', { id: 99_999_999, ...form() })).body).toEqual({
      code: 500,
      msg: '活动不存在',
    });
    expect((await organiser.call('PUT', '/activity/activities', form())).body.msg).toBe('参数[id]不能为空');
    expect((await organiser.call('DELETE', '/activity/activities/99999999')).body).toEqual({ code: 500, msg: '活动不存在' });
    expect((await organiser.call('GET', '/activity/signup/list?activityId=99999999')).body).toEqual({ code: 500, msg: '活动不存在' });
    expect((await organiser.call('GET', '/activity/activities/abc')).body.code).toBe(500);
  });

  test('capacity cannot drop below the sign-ups; an activity with sign-ups cannot be deleted; deletes are all or none', async () => {
    const [first, second] = [await registeredUser(api), await registeredUser(api)];
    const id = await added({ capacity: 3, deadline: '2027-03-01 18:00:00' });
    expect((await signUp(first, id)).body.code).toBe(200);
    expect((await signUp(second, id)).body.code).toBe(200);
    const title = `后台活动测试${seq}`;
    expect((await organiser.call('PUT', '/activity/activities', { id, ...form({ title, capacity: 1 }) })).body.msg).toBe(
      '人数上限不能小于已报名人数（2人）',
    );
    expect((await organiser.call('GET', `/activity/activities/${id}`)).body.data).toMatchObject({ capacity: 3, signedCount: 2 });
    expect((await organiser.call('PUT', '/activity/activities', { id, ...form({ title, capacity: 2 }) })).body.code).toBe(200);
    expect((await signUp(await registeredUser(api), id)).body.msg).toBe('报名人数已满');

    const empty = await added();
    expect((await organiser.call('DELETE', `/activity/activities/${empty},${id}`)).body).toEqual({
      code: 500,
      msg: `活动「${title}」已有2人报名，不能删除，可将其停用`,
    });
    expect((await organiser.call('DELETE', `/activity/activities/${empty},99999999`)).body.msg).toBe('活动不存在');
    expect((await organiser.call('GET', `/activity/activities/${empty}`)).body.code).toBe(200);
    expect((await organiser.call('DELETE', `/activity/activities/${empty}`)).body).toEqual({ code: 200, msg: '操作成功' });
    expect((await organiser.call('GET', `/activity/activities/${empty}`)).body.msg).toBe('活动不存在');
    expect((await organiser.call('GET', `/activity/activities/${id}`)).body.code).toBe(200);
  });

  test('the list filters by title, type, status and start days, and refuses an unknown sort', async () => {
    const tag = `筛选活动${Date.now() % 100000}`;
    const march = await added({ title: `${tag}甲`, startTime: '2027-03-10 09:00:00', deadline: '2027-03-01 00:00:00' });
    const may = await added({
      title: `${tag}乙`,
      activityType: '2',
      status: '1',
      startTime: '2027-05-10 09:00:00',
      deadline: '2027-05-01 00:00:00',
      endTime: '',
    });
    const ids = async (query: string) =>
      (
        (await viewer.call('GET', `/activity/activities/list?title=${encodeURIComponent(tag)}&${query}`)).body.rows as Record<
          string,
          unknown
        >[]
      ).map((row) => row.id);
    expect(await ids('')).toEqual([may, march]);
    expect(await ids('orderByColumn=startTime&isAsc=asc')).toEqual([march, may]);
    expect(await ids('activityType=2')).toEqual([may]);
    expect(await ids('status=0')).toEqual([march]);
    expect(await ids('params%5BbeginTime%5D=2027-05-10&params%5BendTime%5D=2027-05-10')).toEqual([may]);
    expect(await ids('params%5BendTime%5D=2027-03-09')).toEqual([]);
    expect((await viewer.call('GET', '/activity/activities/list?orderByColumn=fee;drop')).body.msg).toBe('参数不符合规范，不能进行查询');
  });
});
