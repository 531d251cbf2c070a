import type { ApiAnswer } from '@/tests/support/api-harness';
import { readXlsxRows } from '@/tests/support/xlsx';
import { BAD_SORT, XLSX } from '@/tests/support/answers';
import { OK, admin, api, entriesOf, form, member, msgOf, newEntry, newType } from './dict-suite';
import { temporaryExport } from '@/tests/support/feature-suite';

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
    const name = await temporaryExport(admin, `/system/dict/data/export?dictType=${dictType}`, '字典数据');
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
