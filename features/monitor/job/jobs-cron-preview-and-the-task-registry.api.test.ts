import { sysJobLog } from '@/lib/backend/db/schema';
import { CLEAN_ORPHAN_UPLOADS } from '@/tests/support/job-tasks';
import { readXlsxRows } from '@/tests/support/xlsx';
import { WIRE_TIME, admin, api, db, msgOf, newJob, runsOf } from './jobs-suite';
import { postForm } from '@/tests/support/feature-suite';

describe('cron preview and the task registry', () => {
  test('cronNext answers the next five fire times, or says why it cannot', async () => {
    const preview = (cron: string) => admin('GET', `/monitor/job/cronNext?cronExpression=${encodeURIComponent(cron)}`);
    const times = (await preview('0 0/30 9-10 ? * MON-FRI')).body.data as string[];
    expect(times).toHaveLength(5);
    for (const time of times) expect(time).toMatch(/^\d{4}-\d{2}-\d{2} (09:00|09:30|10:00|10:30):00$/);
    expect([...times].sort()).toEqual(times);
    expect((await preview('0 0 0 1 1 ? 2020')).body).toEqual({ code: 200, msg: '操作成功', data: [] });
    expect((await preview('0 0 0 1 1 ? 2099')).body.data).toEqual(['2099-01-01 00:00:00']);
    expect((await preview('0 0 3 * *')).body).toEqual({ code: 500, msg: 'Cron表达式不正确' });
    expect((await preview('* * * * * ?')).body).toEqual({ code: 500, msg: 'Cron表达式执行频率不能高于每分钟一次' });
    expect(msgOf(await admin('GET', '/monitor/job/cronNext'))).toBe('Cron执行表达式不能为空');
  });

  test('tasks lists what a job may run, with typed parameters', async () => {
    const tasks = (await admin('GET', '/monitor/job/tasks')).body.data as { name: string; params: unknown[] }[];
    expect(tasks.map((task) => task.name).sort()).toEqual([
      'portalTask.backupData',
      'portalTask.cleanOrphanUploads',
      'portalTask.cleanTempExports',
      'portalTask.purgeExpiredSessions',
      'portalTask.remindExpiringMembers',
      'portalTask.sendEmails',
      'portalTask.sweepPayOrders',
    ]);
    expect(tasks.find((task) => task.name === CLEAN_ORPHAN_UPLOADS.name)).toEqual(CLEAN_ORPHAN_UPLOADS);
  });
});

describe('job logs', () => {
  test('list (newest first, filters), detail, delete all or none, clean, export', async () => {
    const jobId = await newJob({ jobName: '日志任务' });
    for (let i = 1; i <= 2; i++) {
      await admin('PUT', '/monitor/job/run', { jobId });
      await runsOf(jobId, i);
    }
    const [failed] = await db()
      .insert(sysJobLog)
      .values({
        jobId,
        jobName: '日志任务',
        jobGroup: 'DEFAULT',
        invokeTarget: 'portalTask.purgeExpiredSessions',
        jobMessage: '日志任务 总共耗时：5毫秒',
        status: '1',
        exceptionInfo: 'Error: 数据库不可用',
        startTime: new Date(),
        endTime: new Date(),
      })
      .returning({ jobLogId: sysJobLog.jobLogId });
    const list = (query: string) => admin('GET', `/monitor/jobLog/list?${query}`);
    const rows = (await list(`jobId=${jobId}`)).body.rows as { jobLogId: number }[];
    expect(rows.map((row) => row.jobLogId)[0]).toBe(failed.jobLogId);
    expect(rows).toHaveLength(3);
    expect((await list(`jobId=${jobId}&status=1`)).body.total).toBe(1);
    expect((await list('jobName=日志任务&invokeTarget=purgeExpired')).body.total).toBe(3);
    expect((await list('jobName=日志任务&jobGroup=SYSTEM')).body.total).toBe(0);
    expect((await list('jobName=日志任务&params%5BbeginTime%5D=2000-01-01&params%5BendTime%5D=2000-01-02')).body.total).toBe(0);
    expect(msgOf(await list('jobId=abc'))).toMatch(/^请求参数类型不匹配，参数\[jobId\]/);
    expect(msgOf(await list('orderByColumn=exceptionInfo'))).toBe('参数不符合规范，不能进行查询');

    expect((await admin('GET', `/monitor/jobLog/${failed.jobLogId}`)).body.data).toMatchObject({
      jobLogId: failed.jobLogId,
      status: '1',
      exceptionInfo: 'Error: 数据库不可用',
      startTime: expect.stringMatching(WIRE_TIME),
    });
    expect(msgOf(await admin('GET', '/monitor/jobLog/99999999'))).toBe('调度日志不存在');

    const exported = await postForm(api, '/monitor/jobLog/export', `jobId=${jobId}&status=1`);
    expect(readXlsxRows(exported.bytes)).toEqual([
      ['日志序号', '任务名称', '任务组名', '调用目标字符串', '日志信息', '执行状态', '异常信息', '开始时间', '结束时间'],
      [
        String(failed.jobLogId),
        '日志任务',
        'DEFAULT',
        'portalTask.purgeExpiredSessions',
        '日志任务 总共耗时：5毫秒',
        '失败',
        'Error: 数据库不可用',
        expect.stringMatching(WIRE_TIME),
        expect.stringMatching(WIRE_TIME),
      ],
    ]);

    expect(msgOf(await admin('DELETE', `/monitor/jobLog/${failed.jobLogId},99999999`))).toBe('调度日志不存在');
    expect((await list(`jobId=${jobId}`)).body.total).toBe(3);
    expect((await admin('DELETE', `/monitor/jobLog/${failed.jobLogId}`)).body).toEqual({ code: 200, msg: '操作成功' });
    expect((await list(`jobId=${jobId}`)).body.total).toBe(2);
    expect((await admin('DELETE', '/monitor/jobLog/clean')).body).toEqual({ code: 200, msg: '操作成功' });
    expect((await list('')).body.total).toBe(0);
  });
});
