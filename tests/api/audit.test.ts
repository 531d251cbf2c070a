import { count, eq, inArray } from 'drizzle-orm';
import { sysConfig, sysOperLog, sysUserSession } from '@/lib/backend/db/schema';
import { onlineIdOf } from '@/features/monitor/online/server/online-service';
import { chinaToday } from '@/lib/format/date-time';
import { CookieJar, startHarness, type ApiAnswer, type Harness } from '../support/api-harness';
import { administrator, MEMBER_PASSWORD, PNG_BYTES, registeredUser, type Person } from '../support/member-helpers';
import { staffUser } from '../support/staff';
import { readXlsxRows } from '../support/xlsx';
import { BAD_SORT, FORBIDDEN, XLSX } from '../support/answers';
import { modeLabel } from '../support/test-mode';

let api: Harness;
let member: Person;
const admin = (method: string, path: string, body?: unknown) => api.call(method, path, { body });
const msgOf = (answer: ApiAnswer) => answer.body.msg;
const rowsOf = <T = Record<string, unknown>>(answer: ApiAnswer) => answer.body.rows as T[];
const OK = { code: 200, msg: '操作成功' };
const WIRE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const today = chinaToday();
const dayRange = (day: string) =>
  `params%5BbeginTime%5D=${encodeURIComponent(`${day} 00:00:00`)}&params%5BendTime%5D=${encodeURIComponent(`${day} 23:59:59`)}`;

beforeAll(async () => {
  api = await startHarness();
  await api.loginAsAdmin();
  member = await registeredUser(api);
});
afterAll(() => api?.close());

/** A sign-in attempt from a browser of its own; answers the login answer. */
const signIn = (username: string, password: string, jar = new CookieJar()) =>
  api.call('POST', '/login', { body: { username, password }, jar });

interface OperRow {
  operId: number;
  title: string;
  businessType: number;
  method: string;
  requestMethod: string;
  operatorType: number;
  operName: string;
  deptName: string;
  operUrl: string;
  operIp: string;
  operLocation: string;
  operParam: string;
  jsonResult: string;
  status: number;
  errorMsg: string;
  operTime: string;
  costTime: number;
}

/** The newest operation-log line for a URL, as the list answers it. */
async function lastOperation(operUrl: string): Promise<OperRow> {
  const rows = rowsOf<OperRow>(await admin('GET', '/monitor/operlog/list?pageSize=500'));
  const row = rows.find((candidate) => candidate.operUrl === operUrl);
  if (!row) throw new Error(`no operation recorded for ${operUrl}`);
  return row;
}

async function operationCount(): Promise<number> {
  const [row] = await api.backend.deps.db.select({ n: count() }).from(sysOperLog);
  return row.n;
}

describe(`audit endpoints refuse whoever lacks the permission (${modeLabel})`, () => {
  const calls: [string, string][] = [
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
    for (const [method, path] of calls) expect([method, path, (await member.call(method, path)).body]).toEqual([method, path, FORBIDDEN]);
    expect(await operationCount()).toBe(before);
  });

  test('anonymous callers get 401; a reader of a log cannot clean it', async () => {
    expect((await api.call('GET', '/monitor/operlog/list', { jar: new CookieJar() })).body.code).toBe(401);
    const reader = await staffUser(api, { perms: ['monitor:operlog:list', 'monitor:logininfor:list', 'monitor:online:list'] });
    expect((await reader.call('GET', '/monitor/operlog/list')).body.code).toBe(200);
    expect((await reader.call('DELETE', '/monitor/operlog/clean')).body).toEqual(FORBIDDEN);
    expect((await reader.call('DELETE', '/monitor/logininfor/clean')).body).toEqual(FORBIDDEN);
    expect((await reader.call('GET', '/monitor/logininfor/unlock/admin')).body).toEqual(FORBIDDEN);
    expect((await reader.call('DELETE', `/monitor/online/${'a'.repeat(32)}`)).body).toEqual(FORBIDDEN);
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
    const posted = await api.call('POST', '/monitor/logininfor/export', {
      rawBody: `userName=${person.phone}&status=1`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.headers.get('content-type')).toBe(XLSX);
    expect(readXlsxRows(posted.bytes)).toEqual([
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

    const stored = await admin('GET', `/monitor/logininfor/export?userName=${person.phone}`);
    const name = String(stored.body.msg);
    expect(name).toMatch(/^[0-9a-f]{32}_登录日志\.xlsx$/);
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

describe('operation log', () => {
  test('a password reset is recorded with who, module, method, address and the password masked', async () => {
    const person = await registeredUser(api);
    expect((await admin('PUT', '/system/user/resetPwd', { userId: person.userId, password: 'New#Pass2026' })).body).toEqual(OK);
    const row = await lastOperation('/system/user/resetPwd');
    expect(row).toEqual({
      operId: expect.any(Number),
      title: '用户管理',
      businessType: 2,
      method: 'PUT /system/user/resetPwd',
      requestMethod: 'PUT',
      operatorType: 1,
      operName: 'admin',
      deptName: '秘书处',
      operUrl: '/system/user/resetPwd',
      operIp: '10.1.2.3',
      operLocation: '内网IP',
      operParam: JSON.stringify({ userId: person.userId, password: '******' }),
      jsonResult: '{"msg":"操作成功","code":200}',
      status: 0,
      errorMsg: '',
      operTime: expect.stringMatching(WIRE_TIME),
      costTime: expect.any(Number),
    });
    const [stored] = await api.backend.deps.db.select().from(sysOperLog).where(eq(sysOperLog.operId, row.operId));
    expect(JSON.stringify(stored)).not.toContain('New#Pass2026');
  });

  test('config edits are recorded; a secret config value is masked like a password', async () => {
    const [initPassword] = await api.backend.deps.db.select().from(sysConfig).where(eq(sysConfig.configKey, 'sys.user.initPassword'));
    expect((await admin('PUT', '/system/config', { ...initPassword, configValue: 'Init#Secret99' })).body).toEqual(OK);
    const edit = await lastOperation('/system/config');
    expect(edit).toMatchObject({ title: '参数管理', businessType: 2, requestMethod: 'PUT', status: 0 });
    expect(JSON.parse(edit.operParam)).toMatchObject({ configKey: 'sys.user.initPassword', configValue: '******' });
    expect(edit.operParam).not.toContain('Init#Secret99');

    expect(
      (await admin('POST', '/system/config', { configName: '审计参数', configKey: 'audit.visible', configValue: 'shown' })).body.code,
    ).toBe(200);
    const add = await lastOperation('/system/config');
    expect(add).toMatchObject({
      businessType: 1,
      requestMethod: 'POST',
      jsonResult: expect.stringMatching(/^\{"msg":"操作成功","code":200,"data":\d+\}$/),
    });
    expect(JSON.parse(add.operParam)).toMatchObject({ configKey: 'audit.visible', configValue: 'shown' });
  });

  test('a member changing their own password is recorded with both passwords masked', async () => {
    const person = await registeredUser(api);
    expect(
      (await person.call('PUT', '/system/user/profile/updatePwd', { oldPassword: MEMBER_PASSWORD, newPassword: 'Changed#2026' })).body.code,
    ).toBe(200);
    expect(await lastOperation('/system/user/profile/updatePwd')).toMatchObject({
      title: '个人信息',
      businessType: 2,
      operName: person.phone,
      deptName: '',
      operParam: JSON.stringify({ oldPassword: '******', newPassword: '******' }),
    });
  });

  test('failures are recorded with their message; reads, refusals and members’ portal calls are not', async () => {
    expect(msgOf(await admin('POST', '/system/config', { configName: '重复', configKey: 'audit.visible', configValue: 'x' }))).toBe(
      "新增参数'重复'失败，参数键名已存在",
    );
    expect(await lastOperation('/system/config')).toMatchObject({
      status: 1,
      errorMsg: "新增参数'重复'失败，参数键名已存在",
      businessType: 1,
    });
    expect(msgOf(await admin('DELETE', '/system/config/99999'))).toBe('参数不存在');
    expect(await lastOperation('/system/config/99999')).toMatchObject({
      status: 1,
      errorMsg: '参数不存在',
      businessType: 3,
      operParam: '{"configIds":"99999"}',
    });

    const before = await operationCount();
    await admin('GET', '/system/config/list');
    await admin('GET', '/monitor/operlog/list');
    await member.call('DELETE', '/system/config/1');
    await member.upload('photo.png', PNG_BYTES);
    await member.call('GET', '/getInfo');
    expect(await operationCount()).toBe(before);
  });

  test('uploads are recorded by their file names only; huge bodies are cut to 2000 characters', async () => {
    const person = await registeredUser(api);
    expect((await person.upload('我的头像.png', PNG_BYTES, 'avatarfile', '/system/user/profile/avatar')).body.code).toBe(200);
    expect(await lastOperation('/system/user/profile/avatar')).toMatchObject({
      title: '个人信息',
      businessType: 1,
      operParam: '{"avatarfile":"我的头像.png"}',
      status: 0,
    });

    const answer = await admin('POST', '/system/config', {
      configName: '长参数',
      configKey: 'audit.long',
      configValue: 'v',
      remark: 'r'.repeat(400),
      extra: 'x'.repeat(5000),
    });
    expect(answer.body.code).toBe(200);
    const row = await lastOperation('/system/config');
    expect(row.operParam).toHaveLength(2000);
    expect(row.operParam.startsWith('{"configName":"长参数"')).toBe(true);
  });

  test('filters by module, types, status, operator, address and time; sorts only by known properties', async () => {
    const list = (query: string) => admin('GET', `/monitor/operlog/list?pageSize=500&${query}`);
    const titles = (answer: ApiAnswer) => new Set(rowsOf<OperRow>(answer).map((row) => row.title));
    const types = (answer: ApiAnswer) => new Set(rowsOf<OperRow>(answer).map((row) => row.businessType));

    expect(titles(await list('title=参数'))).toEqual(new Set(['参数管理']));
    expect(types(await list('businessType=2'))).toEqual(new Set([2]));
    expect(types(await list('businessTypes=1,3'))).toEqual(new Set([1, 3]));
    expect(types(await list('businessTypes%5B0%5D=1&businessTypes%5B1%5D=3'))).toEqual(new Set([1, 3]));
    expect(new Set(rowsOf<OperRow>(await list('status=1')).map((row) => row.status))).toEqual(new Set([1]));
    expect(new Set(rowsOf<OperRow>(await list('operName=adm')).map((row) => row.operName))).toEqual(new Set(['admin']));
    expect((await list('operIp=10.1.2')).body.total).toBeGreaterThan(5);
    expect((await list('operIp=172.16')).body.total).toBe(0);
    expect((await list(dayRange(today))).body.total).toBe((await list('')).body.total);
    expect((await list('params%5BbeginTime%5D=2999-01-01%2000:00:00')).body.total).toBe(0);

    const byCost = rowsOf<OperRow>(await list('orderByColumn=costTime&isAsc=descending')).map((row) => row.costTime);
    expect(byCost).toEqual([...byCost].sort((a, b) => b - a));
    const paged = await admin('GET', '/monitor/operlog/list?pageNum=2&pageSize=2');
    expect(rowsOf(paged)).toHaveLength(2);
    expect(msgOf(await list('orderByColumn=operParam'))).toBe(BAD_SORT);
    expect(msgOf(await list('businessType=x'))).toBe("请求参数类型不匹配，参数[businessType]要求为数字，但输入值为：'x'");
    expect(msgOf(await list('status=12'))).toBe("请求参数类型不匹配，参数[status]要求为数字，但输入值为：'12'");
    expect(msgOf(await list('params%5BendTime%5D=2026-13-01%2000:00:00'))).toBe('时间格式不正确，应为yyyy-MM-dd HH:mm:ss');
  });

  test('export: POST answers the workbook; GET a temporary file, itself recorded as an export', async () => {
    const posted = await api.call('POST', '/monitor/operlog/export', {
      rawBody: 'title=用户管理',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.headers.get('content-type')).toBe(XLSX);
    const rows = readXlsxRows(posted.bytes);
    expect(rows[0]).toEqual([
      '操作序号',
      '操作模块',
      '业务类型',
      '请求方法',
      '请求方式',
      '操作类别',
      '操作人员',
      '部门名称',
      '请求地址',
      '操作地址',
      '操作地点',
      '请求参数',
      '返回参数',
      '状态',
      '错误消息',
      '操作时间',
      '消耗时间',
    ]);
    const reset = rows.find((row) => row[8] === '/system/user/resetPwd');
    // The reader skips empty cells, so the empty 错误消息 leaves no entry.
    expect(reset).toEqual([
      expect.stringMatching(/^\d+$/),
      '用户管理',
      '修改',
      'PUT /system/user/resetPwd',
      'PUT',
      '后台用户',
      'admin',
      '秘书处',
      '/system/user/resetPwd',
      '10.1.2.3',
      '内网IP',
      expect.stringContaining('"password":"******"'),
      '{"msg":"操作成功","code":200}',
      '正常',
      expect.stringMatching(WIRE_TIME),
      expect.stringMatching(/^\d+毫秒$/),
    ]);
    expect(await lastOperation('/monitor/operlog/export')).toMatchObject({
      title: '操作日志',
      businessType: 5,
      requestMethod: 'POST',
      operParam: '{"title":"用户管理"}',
      jsonResult: '',
    });

    const stored = await admin('GET', '/monitor/operlog/export?businessType=5');
    expect(String(stored.body.msg)).toMatch(/^[0-9a-f]{32}_操作日志\.xlsx$/);
    const download = await api.call('GET', `/common/download?fileName=${encodeURIComponent(String(stored.body.msg))}&delete=true`);
    expect(
      readXlsxRows(download.bytes)
        .slice(1)
        .every((row) => row[2] === '导出'),
    ).toBe(true);
  });

  test('delete takes comma-joined ids, all or none', async () => {
    const ids = rowsOf<OperRow>(await admin('GET', '/monitor/operlog/list?pageSize=2')).map((row) => row.operId);
    expect((await admin('DELETE', `/monitor/operlog/${ids[0]},999999999`)).body).toEqual({ code: 500, msg: '操作日志不存在' });
    expect(await api.backend.deps.db.select().from(sysOperLog).where(inArray(sysOperLog.operId, ids))).toHaveLength(2);
    expect((await admin('DELETE', `/monitor/operlog/${ids.join(',')}`)).body).toEqual(OK);
    expect(await api.backend.deps.db.select().from(sysOperLog).where(inArray(sysOperLog.operId, ids))).toHaveLength(0);
  });
});

describe('online sessions', () => {
  interface OnlineRow {
    tokenId: string;
    deptName: string | null;
    userName: string;
    ipaddr: string;
    loginLocation: string;
    browser: string;
    os: string;
    loginTime: number;
  }
  const online = async (query = '') => rowsOf<OnlineRow>(await admin('GET', `/monitor/online/list${query}`));
  const sessionIdsOf = async (userId: number) =>
    (
      await api.backend.deps.db.select({ tokenId: sysUserSession.tokenId }).from(sysUserSession).where(eq(sysUserSession.userId, userId))
    ).map((row) => row.tokenId);

  test('lists every live session with a public id that is not the session id', async () => {
    const answer = await admin('GET', '/monitor/online/list');
    const rows = rowsOf<OnlineRow>(answer);
    expect(answer.body.total).toBe(rows.length);
    const mine = rows.filter((row) => row.userName === member.phone);
    expect(mine).toEqual([
      {
        tokenId: expect.stringMatching(/^[0-9a-f]{32}$/),
        deptName: null,
        userName: member.phone,
        ipaddr: '10.1.2.3',
        loginLocation: '内网IP',
        browser: 'Unknown',
        os: 'Unknown',
        loginTime: expect.any(Number),
      },
    ]);
    expect(Math.abs(mine[0].loginTime - Date.now())).toBeLessThan(10 * 60 * 1000);
    expect(rows.find((row) => row.userName === 'admin')).toMatchObject({ deptName: '秘书处' });
    // Each row is named by a hash of its session id, never by the id the token carries.
    const sessionIds = (await api.backend.deps.db.select({ tokenId: sysUserSession.tokenId }).from(sysUserSession)).map(
      (row) => row.tokenId,
    );
    expect(new Set(rows.map((row) => row.tokenId))).toEqual(new Set(sessionIds.map(onlineIdOf)));
    expect(rows.filter((row) => sessionIds.includes(row.tokenId))).toEqual([]);

    expect((await online(`?userName=${member.phone}`)).map((row) => row.userName)).toEqual([member.phone]);
    expect(await online(`?userName=${member.phone.slice(0, 5)}`)).toEqual([]);
    expect((await online('?ipaddr=10.1.2.3')).length).toBe(rows.length);
    expect(await online('?ipaddr=10.1.2')).toEqual([]);
  });

  test('force logout ends that session at once and is recorded; the id then names nothing', async () => {
    const target = await registeredUser(api);
    expect((await target.call('GET', '/getInfo')).body.code).toBe(200);
    const [row] = await online(`?userName=${target.phone}`);
    expect((await admin('DELETE', `/monitor/online/${row.tokenId}`)).body).toEqual(OK);
    expect((await target.call('GET', '/getInfo')).body.code).toBe(401);
    expect(await online(`?userName=${target.phone}`)).toEqual([]);
    expect(await sessionIdsOf(target.userId)).toEqual([]);

    expect((await admin('DELETE', `/monitor/online/${row.tokenId}`)).body).toEqual({ code: 500, msg: '会话不存在或已过期' });
    expect((await admin('DELETE', '/monitor/online/not-an-id')).body).toEqual({ code: 500, msg: '会话不存在或已过期' });
    const recorded = rowsOf<OperRow>(await admin('GET', '/monitor/operlog/list?title=在线用户')).filter(
      (line) => line.operUrl === `/monitor/online/${row.tokenId}`,
    );
    expect(recorded.map((line) => [line.businessType, line.requestMethod, line.status, line.operParam])).toEqual([
      [7, 'DELETE', 1, JSON.stringify({ tokenId: row.tokenId })],
      [7, 'DELETE', 0, JSON.stringify({ tokenId: row.tokenId })],
    ]);
  });

  test('nobody forces out their own session; only the super administrator forces out the super administrator', async () => {
    const before = new Set(await sessionIdsOf(1));
    const secondAdmin = await administrator(api);
    const rows = await online('?userName=admin');
    expect(rows).toHaveLength(before.size + 1);
    const newest = (await sessionIdsOf(1)).find((tokenId) => !before.has(tokenId))!;
    expect((await secondAdmin('DELETE', `/monitor/online/${onlineIdOf(newest)}`)).body).toEqual({
      code: 500,
      msg: '不能强退当前会话，请使用退出登录',
    });

    const monitor = await staffUser(api, { perms: ['monitor:online:list', 'monitor:online:forceLogout'] });
    expect((await monitor.call('DELETE', `/monitor/online/${onlineIdOf(newest)}`)).body).toEqual({
      code: 500,
      msg: '不允许操作超级管理员用户',
    });
    expect((await secondAdmin('GET', '/getInfo')).body.code).toBe(200);

    // The harness's own administrator ends the second administrator's session.
    expect((await admin('DELETE', `/monitor/online/${onlineIdOf(newest)}`)).body).toEqual(OK);
    expect((await secondAdmin('GET', '/getInfo')).body.code).toBe(401);
    const other = await registeredUser(api);
    const [otherRow] = (await monitor.call('GET', `/monitor/online/list?userName=${other.phone}`)).body.rows as OnlineRow[];
    expect((await monitor.call('DELETE', `/monitor/online/${otherRow.tokenId}`)).body).toEqual(OK);
    expect((await other.call('GET', '/getInfo')).body.code).toBe(401);
  });

  test('a monitor sees and forces out only users in its data scope who hold no more than it does', async () => {
    const ONLINE = ['monitor:online:list', 'monitor:online:forceLogout'];
    const monitor = await staffUser(api, { perms: ONLINE, dataScope: '3', deptId: 103 });
    const peer = await staffUser(api, { perms: ['monitor:online:list'], dataScope: '5', deptId: 103 });
    const senior = await staffUser(api, {
      perms: [...ONLINE, 'system:user:list', 'system:user:edit', 'system:user:resetPwd'],
      deptId: 103,
    });
    const outsider = await staffUser(api, { perms: ['monitor:online:list'], deptId: 104 });
    const idOf = async (userName: string) => (await online(`?userName=${userName}`))[0].tokenId;

    const seen = rowsOf<OnlineRow>(await monitor.call('GET', '/monitor/online/list')).map((row) => row.userName);
    expect(seen).toEqual(expect.arrayContaining([monitor.userName, peer.userName, senior.userName]));
    expect(seen).not.toContain(outsider.userName);
    expect(seen).not.toContain('admin');

    expect((await monitor.call('DELETE', `/monitor/online/${await idOf(senior.userName)}`)).body).toEqual({
      code: 500,
      msg: '不能操作权限高于自己的用户',
    });
    expect((await senior.call('GET', '/getInfo')).body.code).toBe(200);
    expect((await monitor.call('DELETE', `/monitor/online/${await idOf(outsider.userName)}`)).body).toEqual({
      code: 500,
      msg: '会话不存在或已过期',
    });
    expect((await outsider.call('GET', '/getInfo')).body.code).toBe(200);
    expect((await monitor.call('DELETE', `/monitor/online/${await idOf(peer.userName)}`)).body).toEqual(OK);
    expect((await peer.call('GET', '/getInfo')).body.code).toBe(401);
  });
});

describe('cleaning the logs', () => {
  test('clean empties each log; the operation log then holds the clean-up itself', async () => {
    expect((await admin('DELETE', '/monitor/logininfor/clean')).body).toEqual(OK);
    expect((await admin('GET', '/monitor/logininfor/list')).body.total).toBe(0);

    expect((await admin('DELETE', '/monitor/operlog/clean')).body).toEqual(OK);
    const rows = rowsOf<OperRow>(await admin('GET', '/monitor/operlog/list'));
    expect(rows.map((row) => [row.title, row.businessType, row.operUrl])).toEqual([['操作日志', 9, '/monitor/operlog/clean']]);
  });
});
