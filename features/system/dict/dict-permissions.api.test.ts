import { chinaToday } from '@/lib/format/date-time';
import { CookieJar, type ApiAnswer } from '@/tests/support/api-harness';
import { readXlsxRows } from '@/tests/support/xlsx';
import { BAD_SORT, FORBIDDEN, XLSX } from '@/tests/support/answers';
import { OK, admin, api, entriesOf, form, member, msgOf, newEntry, newType, typeRows } from './dict-suite';
import { expectRefused, expectAllowed, expectJsonAnswer, temporaryExport } from '@/tests/support/feature-suite';

describe('permissions', () => {
  test("a registered member's dictionary writes and exports are refused (exports as plain JSON) and change nothing", async () => {
    await expectRefused(member, [
      ['POST', '/system/dict/type', { dictName: '会员字典', dictType: 'member_dict' }],
      ['DELETE', '/system/dict/type/1'],
      ['POST', '/system/dict/data', { dictType: 'sys_user_sex', dictLabel: '其他', dictValue: '9' }],
      ['PUT', '/system/dict/data', { dictCode: 1000, dictType: 'sys_user_sex', dictLabel: '男', dictValue: '0' }],
      ['DELETE', '/system/dict/data/1000'],
    ]);
    for (const path of ['/system/dict/type/export', '/system/dict/data/export']) {
      expectJsonAnswer(await form(path, 'dictType=sys', member.jar), FORBIDDEN);
    }
    expect(await typeRows('member_dict')).toHaveLength(0);
    expect(await entriesOf('sys_user_sex')).toHaveLength(3);
  });

  test('options and the type picker are for any signed-in user, and for nobody else', async () => {
    await expectAllowed(member, [
      ['GET', '/system/dict/data/type/sys_user_sex'],
      ['GET', '/system/dict/type/optionselect'],
    ]);
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
    const name = await temporaryExport(admin, '/system/dict/type/export?dictType=test_export_type', '字典类型');
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
    expectJsonAnswer(await form('/system/dict/type/export', 'orderByColumn=1;select'), { code: 500, msg: BAD_SORT });
  });
});
