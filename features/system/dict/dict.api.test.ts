import { eq } from 'drizzle-orm';
import { sysDictData, sysDictType } from '@/lib/backend/db/schema';
import { chinaToday } from '@/lib/format/date-time';
import { CookieJar, startHarness, type ApiAnswer, type Harness } from '@/tests/support/api-harness';
import { registeredUser, type Person } from '@/tests/support/member-helpers';
import { readXlsxRows } from '@/tests/support/xlsx';
import { BAD_SORT, FORBIDDEN, XLSX } from '@/tests/support/answers';

const OK = { code: 200, msg: '操作成功' };

let api: Harness;
let member: Person;
const admin = (method: string, path: string, body?: unknown) => api.call(method, path, { body });
const msgOf = (answer: ApiAnswer) => answer.body.msg;

beforeAll(async () => {
  api = await startHarness();
  await api.loginAsAdmin();
  member = await registeredUser(api);
});
afterAll(() => api?.close());

let seq = 0;
/** A new dictionary type whose name no other test uses; answers its id and type. */
async function newType(overrides: Record<string, unknown> = {}): Promise<{ dictId: number; dictType: string; dictName: string }> {
  seq += 1;
  const form = { dictName: `测试字典${seq}`, dictType: `test_dict_${seq}`, status: '0', remark: '测试', ...overrides };
  const answer = await admin('POST', '/system/dict/type', form);
  expect(answer.body).toMatchObject({ ...OK, data: expect.any(Number) });
  return { dictId: Number(answer.body.data), dictType: String(form.dictType), dictName: String(form.dictName) };
}

/** A new entry of a type; answers its code. */
async function newEntry(dictType: string, overrides: Record<string, unknown> = {}): Promise<number> {
  seq += 1;
  const form = {
    dictType,
    dictLabel: `标签${seq}`,
    dictValue: `v${seq}`,
    dictSort: seq,
    listClass: 'primary',
    isDefault: 'N',
    status: '0',
    ...overrides,
  };
  const answer = await admin('POST', '/system/dict/data', form);
  expect(answer.body).toMatchObject({ ...OK, data: expect.any(Number) });
  return Number(answer.body.data);
}

const typeRows = (dictType: string) => api.backend.deps.db.select().from(sysDictType).where(eq(sysDictType.dictType, dictType));
const entriesOf = (dictType: string) => api.backend.deps.db.select().from(sysDictData).where(eq(sysDictData.dictType, dictType));
const form = (path: string, body: string, jar?: CookieJar) =>
  api.call('POST', path, { rawBody: body, headers: { 'content-type': 'application/x-www-form-urlencoded' }, jar });

describe('permissions', () => {
  test('a registered member is refused every administration call, exports included (as plain JSON)', async () => {
    const refused: [string, string, unknown?][] = [
      ['GET', '/system/dict/type/list'],
      ['GET', '/system/dict/type/1'],
      ['POST', '/system/dict/type', { dictName: '会员字典', dictType: 'member_dict' }],
      ['PUT', '/system/dict/type', { dictId: 1, dictName: '用户性别', dictType: 'sys_user_sex' }],
      ['DELETE', '/system/dict/type/1'],
      ['DELETE', '/system/dict/type/refreshCache'],
      ['GET', '/system/dict/type/export'],
      ['GET', '/system/dict/data/list'],
      ['GET', '/system/dict/data/1000'],
      ['POST', '/system/dict/data', { dictType: 'sys_user_sex', dictLabel: '其他', dictValue: '9' }],
      ['PUT', '/system/dict/data', { dictCode: 1000, dictType: 'sys_user_sex', dictLabel: '男', dictValue: '0' }],
      ['DELETE', '/system/dict/data/1000'],
      ['GET', '/system/dict/data/export'],
    ];
    for (const [method, path, body] of refused)
      expect([method, path, (await member.call(method, path, body)).body]).toEqual([method, path, FORBIDDEN]);
    for (const path of ['/system/dict/type/export', '/system/dict/data/export']) {
      const exported = await form(path, 'dictType=sys', member.jar);
      expect(exported.body).toEqual(FORBIDDEN);
      expect(exported.headers.get('content-type')).toBe('application/json');
    }
    expect(await typeRows('member_dict')).toHaveLength(0);
    expect(await entriesOf('sys_user_sex')).toHaveLength(3);
  });

  test('options and the type picker are for any signed-in user, and for nobody else', async () => {
    expect((await member.call('GET', '/system/dict/data/type/sys_user_sex')).body.code).toBe(200);
    expect((await member.call('GET', '/system/dict/type/optionselect')).body.code).toBe(200);
    const anonymous = new CookieJar();
    expect((await api.call('GET', '/system/dict/data/type/sys_user_sex', { jar: anonymous })).body.code).toBe(401);
    expect((await api.call('GET', '/system/dict/type/optionselect', { jar: anonymous })).body.code).toBe(401);
  });
});

describe('dictionary types', () => {
  test('add validates every field, the type pattern included; nothing half-saved', async () => {
    const add = async (overrides: Record<string, unknown>) =>
      msgOf(await admin('POST', '/system/dict/type', { dictName: '不应保存', dictType: 'test_not_saved', ...overrides }));
    expect(await add({ dictName: ' ' })).toBe('字典名称不能为空');
    expect(await add({ dictType: undefined })).toBe('字典类型不能为空');
    expect(await add({ dictName: '名'.repeat(101) })).toBe('字典名称长度不能超过100个字符');
    expect(await add({ dictType: `a${'b'.repeat(100)}` })).toBe('字典类型长度不能超过100个字符');
    const patternMsg = '字典类型必须以字母开头，且只能为（小写字母，数字，下滑线）';
    for (const dictType of ['Test_upper', '1test', '_test', 'test-dash', 'test type', 'test.dot'])
      expect([dictType, await add({ dictType })]).toEqual([dictType, patternMsg]);
    expect(await add({ status: '2' })).toBe('状态只能是0或1');
    expect(await add({ remark: 'r'.repeat(501) })).toBe('备注长度不能超过500个字符');
    expect(await add({ dictName: '<script>x</script>' })).toBe('字典名称不能包含脚本字符');
    expect(await typeRows('test_not_saved')).toHaveLength(0);
  });

  test('add keeps types unique, also when two admins race with one new type', async () => {
    const { dictType } = await newType({ dictName: '唯一字典' });
    expect(await typeRows(dictType)).toMatchObject([{ dictName: '唯一字典', status: '0', remark: '测试', createBy: 'admin' }]);
    expect((await admin('POST', '/system/dict/type', { dictName: '另一个', dictType })).body).toEqual({
      code: 500,
      msg: "新增字典'另一个'失败，字典类型已存在",
    });

    const raced = await Promise.all(
      ['甲', '乙'].map((name) => admin('POST', '/system/dict/type', { dictName: `并发${name}`, dictType: 'test_raced_type' })),
    );
    expect(raced.map((answer) => answer.body.code).sort()).toEqual([200, 500]);
    expect(raced.map(msgOf).find((msg) => msg !== '操作成功')).toMatch(/^新增字典'并发[甲乙]'失败，字典类型已存在$/);
    expect(await typeRows('test_raced_type')).toHaveLength(1);
  });

  test('get by id: the type, a clear message for a missing or malformed id', async () => {
    const { dictId, dictType } = await newType();
    expect((await admin('GET', `/system/dict/type/${dictId}`)).body.data).toEqual({
      dictId,
      dictName: expect.any(String),
      dictType,
      status: '0',
      remark: '测试',
      createBy: 'admin',
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      updateBy: expect.any(String),
      updateTime: null,
    });
    expect((await admin('GET', '/system/dict/type/99999')).body).toEqual({ code: 500, msg: '字典类型不存在' });
    expect(msgOf(await admin('GET', '/system/dict/type/abc'))).toBe("请求参数类型不匹配，参数[dictId]要求为数字，但输入值为：'abc'");
  });

  test('edit: renaming a type carries the new name to all its entries in one go; names stay unique', async () => {
    const { dictId, dictType } = await newType();
    const other = await newType();
    await newEntry(dictType);
    await newEntry(dictType, { status: '1' });
    const edit = { dictId, dictName: '改名字典', dictType: `${dictType}_renamed`, status: '1', remark: '改过' };
    expect((await admin('PUT', '/system/dict/type', edit)).body).toEqual(OK);
    expect(await typeRows(edit.dictType)).toMatchObject([{ dictId, dictName: '改名字典', status: '1', remark: '改过', updateBy: 'admin' }]);
    expect(await entriesOf(dictType)).toHaveLength(0);
    expect(await entriesOf(edit.dictType)).toHaveLength(2);
    expect((await entriesOf(edit.dictType)).every((row) => row.updateBy === 'admin')).toBe(true);

    expect((await admin('PUT', '/system/dict/type', { ...edit, dictType: other.dictType })).body).toEqual({
      code: 500,
      msg: "修改字典'改名字典'失败，字典类型已存在",
    });
    expect(await entriesOf(other.dictType)).toHaveLength(0);
    expect(msgOf(await admin('PUT', '/system/dict/type', { ...edit, dictType: 'Bad-Type' }))).toBe(
      '字典类型必须以字母开头，且只能为（小写字母，数字，下滑线）',
    );
    expect(msgOf(await admin('PUT', '/system/dict/type', { ...edit, dictId: undefined }))).toBe('参数[dictId]不能为空');
    expect(msgOf(await admin('PUT', '/system/dict/type', { ...edit, dictId: 99999, dictType: 'test_never_made' }))).toBe('字典类型不存在');
    // Saving a type unchanged is no clash with itself.
    expect((await admin('PUT', '/system/dict/type', edit)).body).toEqual(OK);
  });

  test('delete: all or none; a type with entries is refused with its name', async () => {
    const empty = await newType();
    const used = await newType({ dictName: '已用字典' });
    await newEntry(used.dictType);
    expect((await admin('DELETE', `/system/dict/type/${empty.dictId},${used.dictId}`)).body).toEqual({
      code: 500,
      msg: '已用字典已分配,不能删除',
    });
    expect(msgOf(await admin('DELETE', `/system/dict/type/${empty.dictId},99999`))).toBe('字典类型不存在');
    expect(msgOf(await admin('DELETE', `/system/dict/type/${empty.dictId},x`))).toMatch(/^请求参数类型不匹配，参数\[dictIds\]/);
    expect(await typeRows(empty.dictType)).toHaveLength(1);
    expect((await admin('DELETE', '/system/dict/type/1')).body).toEqual({ code: 500, msg: '用户性别已分配,不能删除' });

    const another = await newType();
    expect((await admin('DELETE', `/system/dict/type/${empty.dictId},${another.dictId}`)).body).toEqual(OK);
    expect([...(await typeRows(empty.dictType)), ...(await typeRows(another.dictType))]).toHaveLength(0);
    expect((await admin('GET', `/system/dict/type/${empty.dictId}`)).body.msg).toBe('字典类型不存在');
  });

  test('refreshCache answers ok; optionselect lists every type, disabled ones too', async () => {
    expect((await admin('DELETE', '/system/dict/type/refreshCache')).body).toEqual(OK);
    const disabled = await newType({ status: '1' });
    const options = (await member.call('GET', '/system/dict/type/optionselect')).body.data as { dictId: number; dictType: string }[];
    expect(options.map((row) => row.dictType)).toEqual(
      expect.arrayContaining(['sys_user_sex', 'sys_yes_no', 'bll_sign_status', disabled.dictType]),
    );
    expect(options.map((row) => row.dictId)).toEqual([...options.map((row) => row.dictId)].sort((a, b) => a - b));
  });

  test('list filters by name, type, status and creation day, pages and sorts only by known properties', async () => {
    await newType({ dictType: 'test_list_alpha', dictName: '列表甲' });
    await newType({ dictType: 'test_list_beta', dictName: '列表乙', status: '1' });
    const list = (query: string) => admin('GET', `/system/dict/type/list?${query}`);
    const types = (answer: ApiAnswer) => (answer.body.rows as { dictType: string }[]).map((row) => row.dictType);
    const today = chinaToday();

    const byType = await list('dictType=test_list&pageNum=1&pageSize=10');
    expect(byType.body).toMatchObject({ code: 200, msg: '查询成功', total: 2 });
    expect(types(byType)).toEqual(['test_list_alpha', 'test_list_beta']);
    expect(types(await list('dictName=列表乙'))).toEqual(['test_list_beta']);
    expect(types(await list('dictType=TEST_LIST&status=0'))).toEqual(['test_list_alpha']);
    expect((await list(`dictType=test_list&params%5BbeginTime%5D=${today}&params%5BendTime%5D=${today}`)).body.total).toBe(2);
    expect((await list('dictType=test_list&params%5BbeginTime%5D=2999-01-01')).body.total).toBe(0);
    expect((await list('dictType=sys_')).body.total).toBe(10);

    const paged = await list('dictType=test_list&pageNum=2&pageSize=1&orderByColumn=dictType&isAsc=descending');
    expect(paged.body.total).toBe(2);
    expect(types(paged)).toEqual(['test_list_alpha']);
    expect(msgOf(await list('orderByColumn=dict_type%3Bdrop%20table%20sys_dict_type'))).toBe(BAD_SORT);
    expect(msgOf(await list('orderByColumn=remark'))).toBe(BAD_SORT);
    expect(msgOf(await list(`dictName=${'x'.repeat(101)}`))).toMatch(/长度不能超过100个字符/);
    expect((await list(`dictType=${encodeURIComponent('%')}`)).body.total).toBe(0);
  });

  test('export: GET answers a temporary file name for the download; POST answers the workbook', async () => {
    await newType({ dictType: 'test_export_type', dictName: '=导出公式', status: '1' });
    const answer = await admin('GET', '/system/dict/type/export?dictType=test_export_type');
    expect(answer.body.code).toBe(200);
    const name = String(answer.body.msg);
    expect(name).toMatch(/^[0-9a-f]{32}_字典类型\.xlsx$/);
    const download = await api.call('GET', `/common/download?fileName=${encodeURIComponent(name)}&delete=true`);
    expect(readXlsxRows(download.bytes)).toEqual([
      ['字典主键', '字典名称', '字典类型', '状态'],
      [expect.stringMatching(/^\d+$/), '\t=导出公式', 'test_export_type', '停用'],
    ]);

    const posted = await form('/system/dict/type/export', 'dictType=sys_user&status=0&pageNum=1&pageSize=10');
    expect(posted.headers.get('content-type')).toBe(XLSX);
    expect(posted.headers.get('content-disposition')).toContain("filename*=UTF-8''%E5%AD%97%E5%85%B8%E7%B1%BB%E5%9E%8B.xlsx");
    expect(readXlsxRows(posted.bytes)).toEqual([
      ['字典主键', '字典名称', '字典类型', '状态'],
      ['1', '用户性别', 'sys_user_sex', '正常'],
    ]);
    const refused = await form('/system/dict/type/export', 'orderByColumn=1;select');
    expect(refused.headers.get('content-type')).toBe('application/json');
    expect(refused.body).toEqual({ code: 500, msg: BAD_SORT });
  });
});

describe('dictionary data', () => {
  test('add validates every field and needs an existing type; nothing half-saved', async () => {
    const { dictType } = await newType();
    const add = async (overrides: Record<string, unknown>) =>
      msgOf(await admin('POST', '/system/dict/data', { dictType, dictLabel: '不应保存', dictValue: 'x', ...overrides }));
    expect(await add({ dictLabel: '' })).toBe('字典标签不能为空');
    expect(await add({ dictValue: undefined })).toBe('字典键值不能为空');
    expect(await add({ dictType: ' ' })).toBe('字典类型不能为空');
    expect(await add({ dictLabel: '标'.repeat(101) })).toBe('字典标签长度不能超过100个字符');
    expect(await add({ dictValue: 'v'.repeat(101) })).toBe('字典键值长度不能超过100个字符');
    expect(await add({ dictType: 'x'.repeat(101) })).toBe('字典类型长度不能超过100个字符');
    expect(await add({ cssClass: 'c'.repeat(101) })).toBe('样式属性长度不能超过100个字符');
    expect(await add({ listClass: 'purple' })).toBe('回显样式只能是default、primary、success、info、warning、danger之一');
    expect(await add({ isDefault: 'yes' })).toBe('是否默认只能是Y或N');
    expect(await add({ status: '9' })).toBe('状态只能是0或1');
    expect(await add({ dictSort: 1.5 })).toBe('字典排序必须是整数');
    expect(await add({ dictSort: 'abc' })).toBe('字典排序必须是整数');
    expect(await add({ dictSort: -1 })).toBe('字典排序不能小于0');
    expect(await add({ dictType: 'test_no_such_type' })).toBe('字典类型不存在');
    expect(await entriesOf(dictType)).toHaveLength(0);
    expect(await entriesOf('test_no_such_type')).toHaveLength(0);

    const dictCode = await newEntry(dictType, { dictSort: '', listClass: '', isDefault: '', cssClass: ' red ', remark: '备注' });
    expect((await admin('GET', `/system/dict/data/${dictCode}`)).body.data).toMatchObject({
      dictCode,
      dictType,
      dictSort: 0,
      cssClass: 'red',
      listClass: '',
      isDefault: 'N',
      default: false,
      status: '0',
      remark: '备注',
      createBy: 'admin',
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
  });

  test('labels and values are unique within a type, not across types', async () => {
    const { dictType } = await newType();
    const other = await newType();
    await newEntry(dictType, { dictLabel: '是', dictValue: 'Y' });
    expect(msgOf(await admin('POST', '/system/dict/data', { dictType, dictLabel: '对', dictValue: 'Y' }))).toBe(
      "新增字典数据'对'失败，字典键值已存在",
    );
    expect(msgOf(await admin('POST', '/system/dict/data', { dictType, dictLabel: '是', dictValue: 'T' }))).toBe(
      "新增字典数据'是'失败，字典标签已存在",
    );
    await newEntry(other.dictType, { dictLabel: '是', dictValue: 'Y' });
    expect(await entriesOf(dictType)).toHaveLength(1);
  });

  test('get by code: the entry, a clear message for a missing or malformed code', async () => {
    expect((await admin('GET', '/system/dict/data/999999')).body).toEqual({ code: 500, msg: '字典数据不存在' });
    expect(msgOf(await admin('GET', '/system/dict/data/x1'))).toBe("请求参数类型不匹配，参数[dictCode]要求为数字，但输入值为：'x1'");
  });

  test('edit changes an entry, may move it to another existing type, and keeps it unique there', async () => {
    const { dictType } = await newType();
    const target = await newType();
    const dictCode = await newEntry(dictType, { dictLabel: '原标签', dictValue: 'a' });
    await newEntry(target.dictType, { dictLabel: '占用', dictValue: 'taken' });
    const edit = {
      dictCode,
      dictType,
      dictLabel: '新标签',
      dictValue: 'a',
      dictSort: 7,
      cssClass: '',
      listClass: 'danger',
      isDefault: 'Y',
      status: '1',
      remark: '',
    };
    expect((await admin('PUT', '/system/dict/data', edit)).body).toEqual(OK);
    expect((await admin('GET', `/system/dict/data/${dictCode}`)).body.data).toMatchObject({
      dictLabel: '新标签',
      dictSort: 7,
      listClass: 'danger',
      isDefault: 'Y',
      default: true,
      status: '1',
      updateBy: 'admin',
    });

    expect(msgOf(await admin('PUT', '/system/dict/data', { ...edit, dictType: target.dictType, dictValue: 'taken' }))).toBe(
      "修改字典数据'新标签'失败，字典键值已存在",
    );
    expect(msgOf(await admin('PUT', '/system/dict/data', { ...edit, dictType: 'test_no_such_type' }))).toBe('字典类型不存在');
    expect(msgOf(await admin('PUT', '/system/dict/data', { ...edit, dictCode: 999999 }))).toBe('字典数据不存在');
    expect(msgOf(await admin('PUT', '/system/dict/data', { ...edit, dictCode: undefined }))).toBe('参数[dictCode]不能为空');
    expect(msgOf(await admin('PUT', '/system/dict/data', { ...edit, listClass: 'none' }))).toMatch(/^回显样式只能是/);
    // A form that does not show isDefault leaves it as it was.
    expect((await admin('PUT', '/system/dict/data', { ...edit, isDefault: undefined, dictType: target.dictType })).body).toEqual(OK);
    expect((await admin('GET', `/system/dict/data/${dictCode}`)).body.data).toMatchObject({ dictType: target.dictType, isDefault: 'Y' });
    expect((await entriesOf(target.dictType)).map((row) => row.dictCode)).toContain(dictCode);
    expect(await entriesOf(dictType)).toHaveLength(0);
  });

  test('delete: comma-joined codes, all or none', async () => {
    const { dictType } = await newType();
    const one = await newEntry(dictType);
    const two = await newEntry(dictType);
    expect((await admin('DELETE', `/system/dict/data/${one},999999`)).body).toEqual({ code: 500, msg: '字典数据不存在' });
    expect(await entriesOf(dictType)).toHaveLength(2);
    expect((await admin('DELETE', `/system/dict/data/${one},${two}`)).body).toEqual(OK);
    expect(await entriesOf(dictType)).toHaveLength(0);
  });

  test('list filters by exact type, label and status, in sort order, paged', async () => {
    const { dictType } = await newType({ dictType: 'test_data_list' });
    await newType({ dictType: 'test_data_list_more' });
    await newEntry(dictType, { dictLabel: '第三', dictSort: 3 });
    await newEntry(dictType, { dictLabel: '第一', dictSort: 1 });
    await newEntry(dictType, { dictLabel: '第二', dictSort: 2, status: '1' });
    await newEntry('test_data_list_more', { dictLabel: '别的' });
    const list = (query: string) => admin('GET', `/system/dict/data/list?${query}`);
    const labels = (answer: ApiAnswer) => (answer.body.rows as { dictLabel: string }[]).map((row) => row.dictLabel);

    const all = await list(`dictType=${dictType}`);
    expect(all.body).toMatchObject({ code: 200, msg: '查询成功', total: 3 });
    expect(labels(all)).toEqual(['第一', '第二', '第三']);
    expect((all.body.rows as Record<string, unknown>[])[0]).toMatchObject({ dictType, default: false, isDefault: 'N' });
    expect(labels(await list(`dictType=${dictType}&status=1`))).toEqual(['第二']);
    expect(labels(await list(`dictType=${dictType}&dictLabel=三`))).toEqual(['第三']);
    expect(labels(await list(`dictType=${dictType}&pageNum=2&pageSize=2`))).toEqual(['第三']);
    expect(labels(await list(`dictType=${dictType}&orderByColumn=dictSort&isAsc=desc`))).toEqual(['第三', '第二', '第一']);
    expect((await list('dictType=test_data')).body.total).toBe(0);
    expect(msgOf(await list('orderByColumn=cssClass'))).toBe(BAD_SORT);
  });

  test('export: GET answers a temporary file name for the download; POST answers the workbook', async () => {
    const { dictType } = await newType({ dictType: 'test_data_export' });
    await newEntry(dictType, { dictLabel: '导出', dictValue: 'e', dictSort: 5, isDefault: 'Y', status: '1' });
    const answer = await admin('GET', `/system/dict/data/export?dictType=${dictType}`);
    const name = String(answer.body.msg);
    expect(name).toMatch(/^[0-9a-f]{32}_字典数据\.xlsx$/);
    const download = await api.call('GET', `/common/download?fileName=${encodeURIComponent(name)}&delete=true`);
    expect(readXlsxRows(download.bytes)).toEqual([
      ['字典编码', '字典排序', '字典标签', '字典键值', '字典类型', '是否默认', '状态'],
      [expect.stringMatching(/^\d+$/), '5', '导出', 'e', dictType, '是', '停用'],
    ]);

    const posted = await form('/system/dict/data/export', 'dictType=sys_yes_no');
    expect(posted.headers.get('content-type')).toBe(XLSX);
    expect(readXlsxRows(posted.bytes).slice(1)).toEqual([
      [expect.stringMatching(/^\d+$/), '1', '是', 'Y', 'sys_yes_no', '是', '正常'],
      [expect.stringMatching(/^\d+$/), '2', '否', 'N', 'sys_yes_no', '否', '正常'],
    ]);
  });
});

describe('options of a type (GET /system/dict/data/type/{type})', () => {
  const options = (dictType: string, headers: Record<string, string> = {}) =>
    api.call('GET', `/system/dict/data/type/${dictType}`, { headers });

  test('enabled entries in order with the contract fields; [] for a type without any', async () => {
    const answer = await options('sys_yes_no');
    expect(answer.body.data).toEqual([
      expect.objectContaining({
        dictLabel: '是',
        dictValue: 'Y',
        dictType: 'sys_yes_no',
        listClass: 'primary',
        isDefault: 'Y',
        default: true,
        status: '0',
        cssClass: null,
      }),
      expect.objectContaining({ dictLabel: '否', dictValue: 'N', listClass: 'danger', isDefault: 'N', default: false }),
    ]);
    expect((answer.body.data as { createTime: string }[])[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await options('test_nothing_here')).body).toEqual({ ...OK, data: [] });
  });

  test('an ETag the browser revalidates: 304 while unchanged, a new answer at once after a change', async () => {
    const { dictType } = await newType();
    const dictCode = await newEntry(dictType, { dictLabel: '缓存', dictValue: 'c' });
    const first = await options(dictType);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');

    const unchanged = await options(dictType, { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.bytes).toHaveLength(0);
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect((await options(dictType, { 'if-none-match': `"other", W/${etag}` })).status).toBe(304);
    // The tag depends on the rows alone, so every reader (and every instance) gets the same one.
    expect((await member.call('GET', `/system/dict/data/type/${dictType}`)).headers.get('etag')).toBe(etag);
    expect((await options(dictType, { 'if-none-match': '"stale"' })).status).toBe(200);

    await admin('PUT', '/system/dict/data', { dictCode, dictType, dictLabel: '已改', dictValue: 'c' });
    const changed = await options(dictType, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect((changed.body.data as { dictLabel: string }[]).map((row) => row.dictLabel)).toEqual(['已改']);

    await admin('PUT', '/system/dict/data', { dictCode, dictType, dictLabel: '已改', dictValue: 'c', status: '1' });
    expect((await options(dictType, { 'if-none-match': changed.headers.get('etag')! })).body.data).toEqual([]);
  });
});
