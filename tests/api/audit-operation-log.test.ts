import { eq, inArray } from 'drizzle-orm';
import { sysConfig } from '@/features/system/tables';
import { sysOperLog } from '@/lib/backend/db/schema';
import type { ApiAnswer } from '../support/api-harness';
import { MEMBER_PASSWORD, PNG_BYTES, registeredUser } from '../support/member-helpers';
import { readXlsxRows } from '../support/xlsx';
import { BAD_SORT } from '../support/answers';
import { OK, OperRow, WIRE_TIME, admin, api, dayRange, lastOperation, member, msgOf, operationCount, rowsOf, today } from './audit-suite';
import { exportedRows, temporaryExport } from '../support/feature-suite';

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
    expect(JSON.parse(String(edit.operParam))).toMatchObject({ configKey: 'sys.user.initPassword', configValue: '******' });
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
    expect(JSON.parse(String(add.operParam))).toMatchObject({ configKey: 'audit.visible', configValue: 'shown' });
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
    expect(row.operParam?.startsWith('{"configName":"长参数"')).toBe(true);
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
    const rows = await exportedRows(
      api,
      '/monitor/operlog/export',
      'title=用户管理',
      '操作序号 操作模块 业务类型 请求方法 请求方式 操作类别 操作人员 部门名称 请求地址 操作地址 操作地点 请求参数 返回参数 状态 错误消息 操作时间 消耗时间',
    );
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

    const stored = await temporaryExport(admin, '/monitor/operlog/export?businessType=5', '操作日志');
    const download = await api.call('GET', `/common/download?fileName=${encodeURIComponent(stored)}&delete=true`);
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
