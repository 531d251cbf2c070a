import { eq } from 'drizzle-orm';
import { sysConfig } from '@/features/system/tables';
import { sysFile, sysRoleMenu } from '@/lib/backend/db/schema';
import { PORTAL_SETTINGS_MENU_ID } from '@/features/system/server/seed/menus';
import { EDITOR_ROLE_ID } from '@/features/system/server/seed/system';
import { getConfigValue } from '@/features/system/config/server/config-service';
import { chinaToday } from '@/lib/format/date-time';
import type { ApiAnswer, Harness } from '@/tests/support/api-harness';
import { featureSuite, postForm, type Call, temporaryExport } from '@/tests/support/feature-suite';
import type { Person } from '@/tests/support/member-helpers';
import { readXlsxRows } from '@/tests/support/xlsx';
import { BAD_SORT, XLSX } from '@/tests/support/answers';

let api: Harness;
let admin: Call;
let member: Person;
featureSuite({ people: ['member'] }, (suite) => {
  ({ api, admin, member } = suite);
});

let seq = 0;
/** A new (not built-in) entry with a key no other test uses; answers its id and key. */
async function newConfig(overrides: Record<string, unknown> = {}): Promise<{ configId: number; configKey: string }> {
  const configKey = `test.config.${++seq}`;
  const answer = await admin('POST', '/system/config', {
    configName: `测试参数${seq}`,
    configKey,
    configValue: 'v',
    remark: '测试',
    ...overrides,
  });
  expect(answer.body).toMatchObject({ code: 200, msg: '操作成功' });
  return { configId: Number(answer.body.data), configKey: String(overrides.configKey ?? configKey) };
}

const rowsByKey = (configKey: string) => api.backend.deps.db.select().from(sysConfig).where(eq(sysConfig.configKey, configKey));
const msgOf = (answer: ApiAnswer) => answer.body.msg;

describe('config entries', () => {
  test('permissions: a member gets 403 from the admin calls, also as plain JSON from the export', async () => {
    expect((await member.call('GET', '/system/config/list')).body).toEqual({ code: 403, msg: '没有权限，请联系管理员授权' });
    expect((await member.call('DELETE', '/system/config/refreshCache')).body.code).toBe(403);
    const exported = await postForm(api, '/system/config/export', 'configKey=x', member.jar);
    expect(exported.body.code).toBe(403);
    expect(exported.headers.get('content-type')).toBe('application/json');
  });

  test('add validates every field and keeps keys unique; nothing half-saved', async () => {
    const form = { configName: '新参数', configKey: 'test.add.unique', configValue: '1' };
    expect(msgOf(await admin('POST', '/system/config', { ...form, configName: '  ' }))).toBe('参数名称不能为空');
    expect(msgOf(await admin('POST', '/system/config', { ...form, configKey: undefined }))).toBe('参数键名不能为空');
    expect(msgOf(await admin('POST', '/system/config', { ...form, configValue: '' }))).toBe('参数键值不能为空');
    expect(msgOf(await admin('POST', '/system/config', { ...form, configName: '名'.repeat(101) }))).toBe('参数名称长度不能超过100个字符');
    expect(msgOf(await admin('POST', '/system/config', { ...form, configKey: 'k'.repeat(101) }))).toBe('参数键名长度不能超过100个字符');
    expect(msgOf(await admin('POST', '/system/config', { ...form, configValue: 'v'.repeat(501) }))).toBe('参数键值长度不能超过500个字符');
    expect(msgOf(await admin('POST', '/system/config', { ...form, configType: 'X' }))).toBe('系统内置只能是Y或N');
    expect(
      msgOf(await api.call('POST', '/system/config', { rawBody: '{"configName":', headers: { 'content-type': 'application/json' } })),
    ).toBe('请求数据格式不正确');
    expect(await rowsByKey('test.add.unique')).toHaveLength(0);

    const added = await admin('POST', '/system/config', form);
    expect(added.body).toMatchObject({ code: 200, data: expect.any(Number) });
    expect(msgOf(await admin('POST', '/system/config', { ...form, configName: '另一个' }))).toBe("新增参数'另一个'失败，参数键名已存在");
    expect(await rowsByKey('test.add.unique')).toMatchObject([{ configType: 'N', createBy: 'admin' }]);
  });

  test('get by id: the entry, a clear message for a missing or malformed id', async () => {
    const { configId, configKey } = await newConfig();
    const answer = await admin('GET', `/system/config/${configId}`);
    expect(answer.body.data).toMatchObject({
      configId,
      configKey,
      configValue: 'v',
      configType: 'N',
      remark: '测试',
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect((await admin('GET', '/system/config/99999')).body).toEqual({ code: 500, msg: '参数不存在' });
    expect(msgOf(await admin('GET', '/system/config/abc'))).toBe("请求参数类型不匹配，参数[configId]要求为数字，但输入值为：'abc'");
    expect(msgOf(await admin('GET', '/system/config/99999999999'))).toMatch(/^请求参数类型不匹配/);
  });

  test('configKey answers the value in msg, empty when missing; secrets need a permission', async () => {
    const { configKey } = await newConfig({ configValue: '42' });
    expect((await member.call('GET', `/system/config/configKey/${configKey}`)).body).toEqual({ code: 200, msg: '42' });
    expect((await member.call('GET', '/system/config/configKey/no.such.key')).body).toEqual({ code: 200, msg: '' });
    expect((await member.call('GET', '/system/config/configKey/sys.user.initPassword')).body.code).toBe(403);
    expect(msgOf(await admin('GET', '/system/config/configKey/sys.user.initPassword'))).toMatch(/^\S{12}$/);
  });

  test('edit applies at once for every reader and keeps keys unique', async () => {
    const first = await newConfig();
    const second = await newConfig();
    const edit = { configId: first.configId, configName: '已修改', configKey: first.configKey, configValue: 'changed', configType: 'N' };
    expect((await admin('PUT', '/system/config', edit)).body.code).toBe(200);
    expect(await getConfigValue(api.backend.deps.db, first.configKey)).toBe('changed');
    expect(msgOf(await member.call('GET', `/system/config/configKey/${first.configKey}`))).toBe('changed');
    expect(msgOf(await admin('PUT', '/system/config', { ...edit, configKey: second.configKey }))).toBe(
      "修改参数'已修改'失败，参数键名已存在",
    );
    expect(msgOf(await admin('PUT', '/system/config', { ...edit, configId: undefined }))).toBe('参数[configId]不能为空');
    expect(msgOf(await admin('PUT', '/system/config', { ...edit, configId: 99999 }))).toBe('参数不存在');
    expect(msgOf(await admin('PUT', '/system/config', { ...edit, configValue: '' }))).toBe('参数键值不能为空');
    expect((await rowsByKey(first.configKey))[0]).toMatchObject({ configName: '已修改', configValue: 'changed', updateBy: 'admin' });

    // A portal setting changed here is what the public settings call answers next.
    const [footer] = await rowsByKey('portal.footer.phone');
    expect((await admin('PUT', '/system/config', { ...footer, configValue: '010-1234-5678' })).body.code).toBe(200);
    expect(((await api.call('GET', '/api/bll/portal/settings')).body.data as Record<string, string>)['footer.phone']).toBe('010-1234-5678');

    // So does the self-registration switch, which the register page reads before anyone types.
    const [registration] = await rowsByKey('sys.account.registerUser');
    expect((await api.call('GET', '/api/bll/portal/registration')).body).toMatchObject({ code: 200, data: true });
    expect((await admin('PUT', '/system/config', { ...registration, configValue: 'false' })).body.code).toBe(200);
    expect((await api.call('GET', '/api/bll/portal/registration')).body).toMatchObject({ code: 200, data: false });
    expect((await admin('PUT', '/system/config', { ...registration, configValue: 'true' })).body.code).toBe(200);
  });

  test('list filters by name, key, type and creation day, pages and sorts only by known properties', async () => {
    await newConfig({ configKey: 'test.list.alpha', configName: '列表甲' });
    await newConfig({ configKey: 'test.list.beta', configName: '列表乙' });
    const list = (query: string) => admin('GET', `/system/config/list?${query}`);
    const today = chinaToday();

    const byKey = await list('configKey=test.list&pageNum=1&pageSize=10');
    expect(byKey.body).toMatchObject({ code: 200, msg: '查询成功', total: 2 });
    expect((byKey.body.rows as { configKey: string }[]).map((row) => row.configKey)).toEqual(['test.list.alpha', 'test.list.beta']);
    expect((await list('configName=列表乙')).body.total).toBe(1);
    expect((await list('configKey=TEST.LIST&configType=Y')).body.total).toBe(0);
    expect((await list('configType=Y')).body.total).toBeGreaterThanOrEqual(9);
    expect((await list(`configKey=test.list&params%5BbeginTime%5D=${today}&params%5BendTime%5D=${today}`)).body.total).toBe(2);
    expect((await list('configKey=test.list&params%5BbeginTime%5D=2999-01-01')).body.total).toBe(0);
    expect((await list('configKey=test.list&params%5BendTime%5D=2000-01-01')).body.total).toBe(0);

    const paged = await list('configKey=test.list&pageNum=2&pageSize=1&orderByColumn=configKey&isAsc=descending');
    expect(paged.body.total).toBe(2);
    expect((paged.body.rows as { configKey: string }[]).map((row) => row.configKey)).toEqual(['test.list.alpha']);

    // Filters are values, never SQL; sorting and dates outside the rules are refused clearly.
    expect((await list(`configKey=${encodeURIComponent("' or 1=1 --")}`)).body).toMatchObject({ code: 200, total: 0 });
    expect(msgOf(await list('orderByColumn=config_key%3Bdrop%20table%20sys_config'))).toBe(BAD_SORT);
    expect(msgOf(await list('orderByColumn=password'))).toBe(BAD_SORT);
    expect(msgOf(await list('orderByColumn=configKey&isAsc=sideways'))).toBe(BAD_SORT);
    expect(msgOf(await list('params%5BbeginTime%5D=2026-02-30'))).toBe('日期格式不正确，应为yyyy-MM-dd');
    expect(msgOf(await list(`configName=${'x'.repeat(101)}`))).toMatch(/长度不能超过100个字符/);
  });

  test('delete: comma-joined ids all or none, built-in entries refused with the contract text', async () => {
    const one = await newConfig();
    const two = await newConfig();
    expect((await admin('DELETE', '/system/config/1')).body).toEqual({ code: 500, msg: '内置参数【sys.index.skinName】不能删除 ' });
    expect(msgOf(await admin('DELETE', `/system/config/${one.configId},1`))).toBe('内置参数【sys.index.skinName】不能删除 ');
    expect(msgOf(await admin('DELETE', `/system/config/${one.configId},99999`))).toBe('参数不存在');
    expect(msgOf(await admin('DELETE', `/system/config/${one.configId},x`))).toMatch(/^请求参数类型不匹配，参数\[configIds\]/);
    expect(await rowsByKey(one.configKey)).toHaveLength(1);
    expect((await admin('DELETE', `/system/config/${one.configId},${two.configId}`)).body).toEqual({ code: 200, msg: '操作成功' });
    expect([...(await rowsByKey(one.configKey)), ...(await rowsByKey(two.configKey))]).toHaveLength(0);
    expect((await admin('DELETE', '/system/config/refreshCache')).body).toEqual({ code: 200, msg: '操作成功' });
  });
});

describe('config export', () => {
  test('GET writes a temporary workbook that only its owner downloads, once', async () => {
    await newConfig({ configKey: 'test.export.formula', configName: '公式', configValue: '=1+2' });
    const name = await temporaryExport(admin, '/system/config/export?configKey=test.export', '参数数据');

    expect((await member.call('GET', `/common/download?fileName=${encodeURIComponent(name)}&delete=true`)).body.code).toBe(404);
    const download = await api.call('GET', `/common/download?fileName=${encodeURIComponent(name)}&delete=true`);
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
    expect(download.headers.get('download-filename')).toMatch(/^\d{13}%E5%8F%82%E6%95%B0%E6%95%B0%E6%8D%AE\.xlsx$/);
    expect(readXlsxRows(download.bytes)).toEqual([
      ['参数主键', '参数名称', '参数键名', '参数键值', '系统内置'],
      [expect.stringMatching(/^\d+$/), '公式', 'test.export.formula', '\t=1+2', '否'],
    ]);
    expect((await api.call('GET', `/common/download?fileName=${encodeURIComponent(name)}&delete=true`)).body.code).toBe(404);
    expect(await api.backend.deps.db.select().from(sysFile).where(eq(sysFile.kind, 'export'))).toHaveLength(0);
  });

  test('POST answers the workbook of the form-encoded filters; its errors are plain JSON', async () => {
    const form = (body: string) => postForm(api, '/system/config/export', body);
    const answer = await form(`configType=Y&configKey=sys.account&params%5BbeginTime%5D=2000-01-01&pageNum=1&pageSize=10`);
    expect(answer.headers.get('content-type')).toBe(XLSX);
    expect(answer.headers.get('content-disposition')).toContain("filename*=UTF-8''%E5%8F%82%E6%95%B0%E6%95%B0%E6%8D%AE.xlsx");
    const rows = readXlsxRows(answer.bytes);
    expect(rows[0]).toEqual(['参数主键', '参数名称', '参数键名', '参数键值', '系统内置']);
    expect(rows.slice(1).map((row) => row[2])).toEqual([
      'sys.account.captchaEnabled',
      'sys.account.registerUser',
      'sys.account.initPasswordModify',
      'sys.account.passwordValidateDays',
      'sys.account.chrtype',
    ]);
    expect(rows.slice(1).every((row) => row[4] === '是')).toBe(true);

    const refused = await form('orderByColumn=1;select');
    expect(refused.headers.get('content-type')).toBe('application/json');
    expect(refused.body).toEqual({ code: 500, msg: BAD_SORT });
  });
});

test('the content menu opens the config screen on the portal settings, for those who may list config', async () => {
  const routers = (await admin('GET', '/getRouters')).body.data as {
    path: string;
    children?: { path: string; component: string; query?: string }[];
  }[];
  const settings = routers.find((route) => route.path === '/content')?.children?.find((child) => child.path === 'settings');
  expect(settings).toMatchObject({ component: 'system/config/index', query: '{"configKey":"portal."}' });
  const editorMenus = await api.backend.deps.db
    .select({ menuId: sysRoleMenu.menuId })
    .from(sysRoleMenu)
    .where(eq(sysRoleMenu.roleId, EDITOR_ROLE_ID));
  expect(editorMenus.map((row) => row.menuId)).not.toContain(PORTAL_SETTINGS_MENU_ID);
});
