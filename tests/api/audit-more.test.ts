import { CookieJar } from '../support/api-harness';
import { MEMBER_PASSWORD, registeredUser } from '../support/member-helpers';
import { staffUser } from '../support/staff';
import { readXlsxRows } from '../support/xlsx';
import { BAD_SORT } from '../support/answers';
import { modeLabel } from '../support/test-mode';
import { OK, WIRE_TIME, admin, api, dayRange, lastOperation, member, msgOf, operationCount, rowsOf, signIn, today } from './audit-suite';
import { expectRefused, postForm, workbookRows, type Endpoint, temporaryExport } from '../support/feature-suite';

describe(`audit endpoints refuse whoever lacks the permission (${modeLabel})`, () => {
  const calls: Endpoint[] = [
    ['GET', '/monitor/logininfor/list'],
    ['DELETE', '/monitor/logininfor/1'],
    ['DELETE', '/monitor/logininfor/clean'],
    ['GET', '/monitor/logininfor/unlock/admin'],
    ['GET', '/monitor/logininfor/export'],
    ['POST', '/monitor/logininfor/export'],
    ['GET', '/monitor/operlog/list'],
    ['DELETE', '/monitor/operlog/1'],
    ['DELETE', '/monitor/operlog/clean'],
    ['GET', '/monitor/operlog/export'],
    ['POST', '/monitor/operlog/export'],
    ['GET', '/monitor/online/list'],
    ['DELETE', `/monitor/online/${'a'.repeat(32)}`],
  ];

  test('a registered member gets 403 from every call, and such refusals are not recorded', async () => {
    const before = await operationCount();
    await expectRefused(member, calls);
    expect(await operationCount()).toBe(before);
  });

  test('anonymous callers get 401; a reader of a log cannot clean it', async () => {
    expect((await api.call('GET', '/monitor/operlog/list', { jar: new CookieJar() })).body.code).toBe(401);
    const reader = await staffUser(api, { perms: ['monitor:operlog:list', 'monitor:logininfor:list', 'monitor:online:list'] });
    expect((await reader.call('GET', '/monitor/operlog/list')).body.code).toBe(200);
    await expectRefused(reader, [
      ['DELETE', '/monitor/operlog/clean'],
      ['DELETE', '/monitor/logininfor/clean'],
      ['GET', '/monitor/logininfor/unlock/admin'],
      ['DELETE', `/monitor/online/${'a'.repeat(32)}`],
    ]);
  });
});

describe('login log', () => {
  test('a failed and a successful sign-in appear, newest first, with address, location and time', async () => {
    const person = await registeredUser(api);
    expect((await signIn(person.phone, 'Wrong#pass1')).body.msg).toBe('用户不存在/密码错误');
    expect((await signIn(person.phone, MEMBER_PASSWORD)).body.code).toBe(200);

    const answer = await admin('GET', `/monitor/logininfor/list?userName=${person.phone}`);
    expect(answer.body).toMatchObject({ code: 200, msg: '查询成功', total: 3 });
    const rows = rowsOf(answer);
    expect(rows.map((row) => [row.status, row.msg])).toEqual([
      ['0', '登录成功'],
      ['1', '密码输入错误1次'],
      ['0', '登录成功'],
    ]);
    expect(rows[1]).toEqual({
      infoId: expect.any(Number),
      userName: person.phone,
      ipaddr: '10.1.2.3',
      loginLocation: '内网IP',
      browser: 'Unknown',
      os: 'Unknown',
      status: '1',
      msg: '密码输入错误1次',
      loginTime: expect.stringMatching(WIRE_TIME),
    });
  });

  test('filters by user, address, status and time; pages; sorts only by known properties', async () => {
    const person = await registeredUser(api);
    await signIn(person.phone, 'Wrong#pass1');
    const list = (query: string) => admin('GET', `/monitor/logininfor/list?userName=${person.phone}&${query}`);

    expect((await list('status=1')).body.total).toBe(1);
    expect((await list('status=0')).body.total).toBe(1);
    expect((await list('ipaddr=10.1.2')).body.total).toBe(2);
    expect((await list('ipaddr=192.168')).body.total).toBe(0);
    expect((await list(dayRange(today))).body.total).toBe(2);
    expect((await list(`params%5BbeginTime%5D=${today}`)).body.total).toBe(2);
    expect((await list('params%5BbeginTime%5D=2999-01-01%2000:00:00')).body.total).toBe(0);
    expect((await list('params%5BendTime%5D=2000-01-01%2023:59:59')).body.total).toBe(0);

    const paged = await list('pageNum=1&pageSize=1&orderByColumn=loginTime&isAsc=ascending');
    expect(paged.body.total).toBe(2);
    expect(rowsOf(paged).map((row) => row.msg)).toEqual(['登录成功']);
    expect(msgOf(await list('orderByColumn=password'))).toBe(BAD_SORT);
    expect(msgOf(await list('orderByColumn=login_time%3Bdrop%20table%20sys_logininfor'))).toBe(BAD_SORT);
    expect(msgOf(await list('params%5BbeginTime%5D=2026-02-30%2000:00:00'))).toBe('时间格式不正确，应为yyyy-MM-dd HH:mm:ss');
    expect(msgOf(await list('params%5BendTime%5D=yesterday'))).toBe('时间格式不正确，应为yyyy-MM-dd HH:mm:ss');
    expect((await list(`ipaddr=${encodeURIComponent("' or 1=1 --")}`)).body).toMatchObject({ code: 200, total: 0 });
  });

  test('unlock ends a lock-out of five wrong passwords at once, and is recorded', async () => {
    const person = await registeredUser(api);
    for (let i = 0; i < 5; i++) expect((await signIn(person.phone, 'Wrong#pass1')).body.msg).toBe('用户不存在/密码错误');
    expect((await signIn(person.phone, MEMBER_PASSWORD)).body).toEqual({ code: 500, msg: '密码输入错误5次，帐户锁定10分钟' });

    expect((await admin('GET', `/monitor/logininfor/unlock/${person.phone}`)).body).toEqual(OK);
    expect((await signIn(person.phone, MEMBER_PASSWORD)).body).toEqual(OK);
    expect((await admin('GET', '/monitor/logininfor/unlock/no_such_user')).body).toEqual({ code: 500, msg: '用户不存在' });

    expect(await lastOperation(`/monitor/logininfor/unlock/${person.phone}`)).toMatchObject({
      title: '账户解锁',
      businessType: 0,
      requestMethod: 'GET',
      operParam: JSON.stringify({ userName: person.phone }),
      status: 0,
    });
  });

  test('delete takes comma-joined ids, all or none', async () => {
    const person = await registeredUser(api);
    await signIn(person.phone, 'Wrong#pass1');
    const ids = rowsOf(await admin('GET', `/monitor/logininfor/list?userName=${person.phone}`)).map((row) => row.infoId as number);
    expect(ids).toHaveLength(2);

    expect((await admin('DELETE', `/monitor/logininfor/${ids[0]},999999999`)).body).toEqual({ code: 500, msg: '登录日志不存在' });
    expect(msgOf(await admin('DELETE', `/monitor/logininfor/${ids[0]},x`))).toMatch(/^请求参数类型不匹配，参数\[infoIds\]/);
    expect((await admin('GET', `/monitor/logininfor/list?userName=${person.phone}`)).body.total).toBe(2);
    expect((await admin('DELETE', `/monitor/logininfor/${ids.join(',')}`)).body).toEqual(OK);
    expect((await admin('GET', `/monitor/logininfor/list?userName=${person.phone}`)).body.total).toBe(0);
    expect(await lastOperation(`/monitor/logininfor/${ids.join(',')}`)).toMatchObject({
      title: '登录日志',
      businessType: 3,
      operParam: JSON.stringify({ infoIds: ids.join(',') }),
    });
  });

  test('export: POST answers the workbook of the filters; GET a temporary file for /common/download', async () => {
    const person = await registeredUser(api);
    await signIn(person.phone, 'Wrong#pass1');
    const posted = await postForm(api, '/monitor/logininfor/export', `userName=${person.phone}&status=1`);
    expect(workbookRows(posted)).toEqual([
      ['序号', '用户账号', '登录状态', '登录地址', '登录地点', '浏览器', '操作系统', '提示消息', '访问时间'],
      [
        expect.stringMatching(/^\d+$/),
        person.phone,
        '失败',
        '10.1.2.3',
        '内网IP',
        'Unknown',
        'Unknown',
        '密码输入错误1次',
        expect.stringMatching(WIRE_TIME),
      ],
    ]);

    const name = await temporaryExport(admin, `/monitor/logininfor/export?userName=${person.phone}`, '登录日志');
    const download = await api.call('GET', `/common/download?fileName=${encodeURIComponent(name)}&delete=true`);
    expect(readXlsxRows(download.bytes).map((row) => row[7])).toEqual(['提示消息', '密码输入错误1次', '登录成功']);
    expect(await lastOperation('/monitor/logininfor/export')).toMatchObject({
      title: '登录日志',
      businessType: 5,
      requestMethod: 'GET',
      jsonResult: expect.stringContaining('登录日志.xlsx'),
    });
  });
});
