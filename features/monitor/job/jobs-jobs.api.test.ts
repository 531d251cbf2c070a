import { eq } from 'drizzle-orm';
import { sysJob, sysJobLog } from '@/lib/backend/db/schema';
import { WIRE_TIME, admin, api, db, form, jobRow, msgOf, newJob, runsOf } from './jobs-suite';
import { postForm, workbookRows, temporaryExport } from '@/tests/support/feature-suite';

describe('jobs', () => {
  test('the seeded jobs name the registry’s tasks; all are paused but the nightly backup, the online order sweep and the e-mail queue', async () => {
    const answer = await admin('GET', '/monitor/job/list?jobGroup=SYSTEM');
    const rows = answer.body.rows as Record<string, unknown>[];
    expect(rows.map((row) => [row.invokeTarget, row.status])).toEqual([
      ['portalTask.cleanTempExports(1)', '1'],
      ['portalTask.cleanOrphanUploads(24, false)', '1'],
      ['portalTask.purgeExpiredSessions', '1'],
      ['portalTask.backupData(7)', '0'],
      ['portalTask.sweepPayOrders(5, 120)', '0'],
      ['portalTask.sendEmails', '0'],
    ]);
    expect(rows.every((row) => row.concurrent === '1' && row.misfirePolicy === '3')).toBe(true);
    const reminder = (await admin('GET', '/monitor/job/3')).body.data;
    expect(reminder).toMatchObject({
      jobId: 3,
      jobName: '会员到期提醒',
      jobGroup: 'DEFAULT',
      invokeTarget: 'portalTask.remindExpiringMembers(30)',
      cronExpression: '0 0 9 * * ?',
      status: '1',
    });
    expect((reminder as Record<string, string>).nextValidTime).toMatch(/^\d{4}-\d{2}-\d{2} 09:00:00$/);
  });

  test('add validates each field; a new job is stored paused whatever the form says', async () => {
    const refused = async (overrides: Record<string, unknown>) => msgOf(await admin('POST', '/monitor/job', form(overrides)));
    expect(await refused({ jobName: ' ' })).toBe('任务名称不能为空');
    expect(await refused({ jobName: '名'.repeat(65) })).toBe('任务名称长度不能超过64个字符');
    expect(await refused({ invokeTarget: '' })).toBe('调用目标字符串不能为空');
    expect(await refused({ invokeTarget: `portalTask.x('${'a'.repeat(500)}')` })).toBe('调用目标字符串长度不能超过500个字符');
    expect(await refused({ cronExpression: undefined })).toBe('Cron执行表达式不能为空');
    expect(await refused({ cronExpression: `0 0 3 * * ? ${'1'.repeat(250)}` })).toBe('Cron执行表达式长度不能超过255个字符');
    expect(await refused({ misfirePolicy: '4' })).toBe('计划执行错误策略只能是0、1、2或3');
    expect(await refused({ concurrent: 'x' })).toBe('是否并发执行只能是0或1');
    expect(msgOf(await api.call('POST', '/monitor/job', { rawBody: '{"jobName":', headers: { 'content-type': 'application/json' } }))).toBe(
      '请求数据格式不正确',
    );

    const jobId = await newJob({ jobName: '新增的任务', status: '0', misfirePolicy: 1, concurrent: 0, jobGroup: '' });
    const stored = await jobRow(jobId);
    expect(stored).toMatchObject({
      jobName: '新增的任务',
      jobGroup: 'DEFAULT',
      status: '1',
      misfirePolicy: '1',
      concurrent: '0',
      nextFireTime: null,
      createBy: 'admin',
    });
    const detail = (await admin('GET', `/monitor/job/${jobId}`)).body.data as Record<string, unknown>;
    expect(Object.keys(detail).sort()).toEqual(
      [
        'jobId',
        'jobName',
        'jobGroup',
        'invokeTarget',
        'cronExpression',
        'misfirePolicy',
        'concurrent',
        'status',
        'nextValidTime',
        'createBy',
        'createTime',
        'updateBy',
        'updateTime',
        'remark',
      ].sort(),
    );
    expect(detail).toMatchObject({
      jobId,
      status: '1',
      nextValidTime: expect.stringMatching(/ 03:00:00$/),
      createTime: expect.stringMatching(WIRE_TIME),
    });
  });

  test('add and edit refuse bad crons and targets, in the contract’s order and words', async () => {
    const added = async (overrides: Record<string, unknown>) =>
      msgOf(await admin('POST', '/monitor/job', form({ jobName: '坏任务', ...overrides })));
    expect(await added({ cronExpression: 'every day' })).toBe("新增任务'坏任务'失败，Cron表达式不正确");
    expect(await added({ cronExpression: '0 0 3 * * *' })).toBe("新增任务'坏任务'失败，Cron表达式不正确");
    expect(await added({ cronExpression: '* * * * * ?' })).toBe("新增任务'坏任务'失败，Cron表达式执行频率不能高于每分钟一次");
    expect(await added({ cronExpression: '0/10 * * * * ?' })).toBe("新增任务'坏任务'失败，Cron表达式执行频率不能高于每分钟一次");
    // The cron is checked before the target.
    expect(await added({ cronExpression: 'x', invokeTarget: "ryTask.ryParams('rmi://x')" })).toBe("新增任务'坏任务'失败，Cron表达式不正确");
    expect(await added({ invokeTarget: "ryTask.ryParams('rmi://evil/x')" })).toBe("新增任务'坏任务'失败，目标字符串不允许'rmi'调用");
    expect(await added({ invokeTarget: "ryTask.ryParams('ldap://evil/x')" })).toBe("新增任务'坏任务'失败，目标字符串不允许'ldap(s)'调用");
    expect(await added({ invokeTarget: "ryTask.ryParams('HTTP://evil/x')" })).toBe("新增任务'坏任务'失败，目标字符串不允许'http(s)'调用");
    expect(await added({ invokeTarget: 'javax.naming.InitialContext.lookup()' })).toBe("新增任务'坏任务'失败，目标字符串存在违规");
    for (const target of [
      'ryTask.ryNoParams',
      'com.ruoyi.quartz.task.RyTask.ryNoParams()',
      'process.exit(1)',
      "require('child_process').exec('ls')",
      'portalTask.run',
    ]) {
      expect(await added({ invokeTarget: target })).toBe("新增任务'坏任务'失败，目标字符串不在白名单内");
    }
    expect(await added({ invokeTarget: "portalTask.cleanOrphanUploads('24')" })).toBe(
      "新增任务'坏任务'失败，目标字符串第1个参数（上传后保留小时数）应为Integer类型（如 24）",
    );
    expect(await added({ invokeTarget: 'portalTask.cleanOrphanUploads(0)' })).toBe(
      "新增任务'坏任务'失败，目标字符串第1个参数（上传后保留小时数）应在1到8760之间",
    );
    expect(await added({ invokeTarget: 'portalTask.purgeExpiredSessions(1)' })).toBe(
      "新增任务'坏任务'失败，目标字符串参数个数不正确，应为0个",
    );
    expect(await added({ jobGroup: 'NOPE' })).toBe("新增任务'坏任务'失败，任务分组不正确");
    expect(await db().select().from(sysJob).where(eq(sysJob.jobName, '坏任务'))).toHaveLength(0);

    const jobId = await newJob();
    const edited = async (overrides: Record<string, unknown>) =>
      msgOf(await admin('PUT', '/monitor/job', { ...form({ jobName: '改坏', ...overrides }), jobId }));
    expect(await edited({ cronExpression: '*/5 * * * * ?' })).toBe("修改任务'改坏'失败，Cron表达式执行频率不能高于每分钟一次");
    expect(await edited({ invokeTarget: 'ryTask.ryNoParams' })).toBe("修改任务'改坏'失败，目标字符串不在白名单内");
    expect((await jobRow(jobId)).jobName).not.toBe('改坏');
  });

  test('edit changes a job and reschedules it; ids are checked', async () => {
    const jobId = await newJob();
    expect((await admin('PUT', '/monitor/job/changeStatus', { jobId, status: '0' })).body.code).toBe(200);
    const before = (await jobRow(jobId)).nextFireTime!;
    expect(
      (
        await admin('PUT', '/monitor/job', {
          ...form({ jobName: '改过的任务', cronExpression: '0 30 4 * * ?', invokeTarget: 'portalTask.remindExpiringMembers(7)' }),
          jobId,
        })
      ).body,
    ).toEqual({ code: 200, msg: '操作成功' });
    const after = await jobRow(jobId);
    expect(after).toMatchObject({
      jobName: '改过的任务',
      invokeTarget: 'portalTask.remindExpiringMembers(7)',
      status: '0',
      updateBy: 'admin',
    });
    expect(after.nextFireTime).not.toEqual(before);
    expect(new Date(after.nextFireTime!.getTime() + 8 * 3600_000).toISOString().slice(11, 19)).toBe('04:30:00');

    expect(msgOf(await admin('PUT', '/monitor/job', { ...form(), jobId: 99999 }))).toBe('任务不存在');
    expect(msgOf(await admin('PUT', '/monitor/job', form()))).toBe('参数[jobId]不能为空');
    expect(msgOf(await admin('PUT', '/monitor/job', { ...form(), jobId, status: '7' }))).toBe('任务状态只能是0或1');
    expect(msgOf(await admin('GET', '/monitor/job/99999'))).toBe('任务不存在');
    expect(msgOf(await admin('GET', '/monitor/job/abc'))).toBe("请求参数类型不匹配，参数[jobId]要求为数字，但输入值为：'abc'");
  });

  test('changeStatus resumes (planning the next fire) and pauses (dropping it)', async () => {
    const jobId = await newJob({ cronExpression: '0 * * * * ?' });
    expect((await admin('PUT', '/monitor/job/changeStatus', { jobId, status: '0' })).body).toEqual({ code: 200, msg: '操作成功' });
    const resumed = await jobRow(jobId);
    expect(resumed.status).toBe('0');
    expect(resumed.nextFireTime!.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    expect(resumed.nextFireTime!.getUTCSeconds()).toBe(0);
    expect((await admin('PUT', '/monitor/job/changeStatus', { jobId, status: 1 })).body.code).toBe(200);
    expect(await jobRow(jobId)).toMatchObject({ status: '1', nextFireTime: null });
    expect(msgOf(await admin('PUT', '/monitor/job/changeStatus', { jobId, status: '2' }))).toBe('任务状态只能是0或1');
    expect(msgOf(await admin('PUT', '/monitor/job/changeStatus', { jobId }))).toBe('任务状态只能是0或1');
    expect(msgOf(await admin('PUT', '/monitor/job/changeStatus', { jobId: 99999, status: '0' }))).toBe('任务不存在');
  });

  test('run fires a job once now, paused or not, and its log tells the outcome', async () => {
    const jobId = await newJob({ jobName: '立即执行' });
    expect((await admin('PUT', '/monitor/job/run', { jobId, jobGroup: 'DEFAULT' })).body).toEqual({ code: 200, msg: '操作成功' });
    const [run] = await runsOf(jobId);
    expect(run).toMatchObject({
      jobId,
      jobName: '立即执行',
      jobGroup: 'DEFAULT',
      invokeTarget: 'portalTask.purgeExpiredSessions',
      status: '0',
      exceptionInfo: '',
      startTime: expect.stringMatching(WIRE_TIME),
      endTime: expect.stringMatching(WIRE_TIME),
    });
    expect(run.jobMessage).toMatch(/^立即执行 总共耗时：\d+毫秒$/);
    expect((await jobRow(jobId)).runningUntil).toBeNull();

    expect((await admin('PUT', '/monitor/job/run', { jobId: 99999 })).body).toEqual({ code: 500, msg: '任务不存在或已过期！' });
    const expired = await newJob({ cronExpression: '0 0 0 1 1 ? 2020' });
    expect((await admin('GET', `/monitor/job/${expired}`)).body.data).toMatchObject({ nextValidTime: null });
    expect(msgOf(await admin('PUT', '/monitor/job/run', { jobId: expired }))).toBe('任务不存在或已过期！');
  });

  test('a row naming a target outside the registry is never executed: its run is logged as refused', async () => {
    const [row] = await db()
      .insert(sysJob)
      .values({
        jobName: '外来任务',
        invokeTarget: "com.ruoyi.quartz.task.RyTask.ryParams('x')",
        cronExpression: '0 0 3 * * ?',
        status: '1',
      })
      .returning({ jobId: sysJob.jobId });
    expect((await admin('PUT', '/monitor/job/run', { jobId: row.jobId })).body.code).toBe(200);
    const [run] = await runsOf(row.jobId);
    expect(run).toMatchObject({ status: '1', exceptionInfo: '目标字符串不在白名单内' });
    const detail = (await admin('GET', `/monitor/jobLog/${run.jobLogId}`)).body.data;
    expect(detail).toMatchObject({ jobLogId: run.jobLogId, exceptionInfo: '目标字符串不在白名单内' });
  });

  test('delete: all or none; the logs of a deleted job stay', async () => {
    const one = await newJob();
    const two = await newJob();
    await admin('PUT', '/monitor/job/run', { jobId: one });
    await runsOf(one);
    expect(msgOf(await admin('DELETE', `/monitor/job/${one},99999`))).toBe('任务不存在');
    expect(await jobRow(one)).toBeDefined();
    expect(msgOf(await admin('DELETE', `/monitor/job/${one},x`))).toMatch(/^请求参数类型不匹配，参数\[jobIds\]/);
    expect((await admin('DELETE', `/monitor/job/${one},${two}`)).body).toEqual({ code: 200, msg: '操作成功' });
    expect([await jobRow(one), await jobRow(two)]).toEqual([undefined, undefined]);
    expect(await db().select().from(sysJobLog).where(eq(sysJobLog.jobId, one))).toHaveLength(1);
  });

  test('list filters by name, group, status and target; sorts only by known properties', async () => {
    const alpha = await newJob({ jobName: '列表甲任务', jobGroup: 'SYSTEM', invokeTarget: 'portalTask.cleanTempExports(2)' });
    const beta = await newJob({ jobName: '列表乙任务' });
    const list = (query: string) => admin('GET', `/monitor/job/list?${query}`);
    expect((await list('jobName=列表')).body).toMatchObject({ code: 200, msg: '查询成功', total: 2 });
    expect((await list('jobName=列表&jobGroup=SYSTEM')).body.rows).toMatchObject([{ jobId: alpha }]);
    expect((await list('jobName=列表&invokeTarget=cleanTempExports(2')).body.total).toBe(1);
    expect((await list('jobName=列表&status=0')).body.total).toBe(0);
    const sorted = (await list('jobName=列表&orderByColumn=jobId&isAsc=descending')).body.rows as { jobId: number }[];
    expect(sorted.map((row) => row.jobId)).toEqual([beta, alpha]);
    expect(msgOf(await list('orderByColumn=invoke_target'))).toBe('参数不符合规范，不能进行查询');
  });

  test('export: POST answers the workbook, GET a temporary file for /common/download', async () => {
    await newJob({ jobName: '导出任务', misfirePolicy: '2', concurrent: '0' });
    const answer = await postForm(api, '/monitor/job/export', 'jobName=导出任务');
    expect(workbookRows(answer)).toEqual([
      ['任务序号', '任务名称', '任务组名', '调用目标字符串', '执行表达式', '计划策略', '并发执行', '任务状态'],
      [
        expect.stringMatching(/^\d+$/),
        '导出任务',
        'DEFAULT',
        'portalTask.purgeExpiredSessions',
        '0 0 3 * * ?',
        '触发一次执行',
        '允许',
        '暂停',
      ],
    ]);
    await temporaryExport(admin, '/monitor/job/export?jobName=导出任务', '定时任务');
  });
});
