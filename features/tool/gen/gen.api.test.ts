import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { genTable, genTableColumn } from '@/features/tool/gen/tables';
import type { Harness } from '@/tests/support/api-harness';
import { FORBIDDEN } from '@/tests/support/answers';
import type { Person } from '@/tests/support/member-helpers';
import { createSampleTable, SAMPLE_TABLE } from '@/tests/support/gen-sample';
import { JAVA_TYPE_TABLE } from '@/tests/support/gen-java-types';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { featureSuite, expectJsonAnswer, type Call } from '@/tests/support/feature-suite';

let api: Harness;
let admin: Call;
let member: Person;
const db = () => api.backend.deps.db;

type Column = Record<string, unknown> & { columnId: number; columnName: string };
type Detail = { info: Record<string, unknown> & { tableId: number }; rows: Column[]; tables: Record<string, unknown>[] };

featureSuite({ people: ['member'] }, async (suite) => {
  ({ api, admin, member } = suite);
  await createSampleTable(api);
  await createSampleTable(api, 'demo_spare');
});

async function tableIdOf(tableName: string): Promise<number> {
  const list = await admin('GET', `/tool/gen/list?tableName=${tableName}`);
  const row = (list.body.rows as { tableId: number; tableName: string }[]).find((candidate) => candidate.tableName === tableName);
  return row!.tableId;
}

async function detailOf(tableId: number): Promise<Detail> {
  const answer = await admin('GET', `/tool/gen/${tableId}`);
  expect(answer.body.code).toBe(200);
  return answer.body.data as Detail;
}

describe('code generator', () => {
  test('a member is refused the code download too, as plain JSON', async () => {
    expectJsonAnswer(await api.call('GET', `/tool/gen/download/${SAMPLE_TABLE}`, { jar: member.jar }), FORBIDDEN);
  });

  test('db/list offers the database tables not imported, never the generator’s own tables nor the portal’s bookkeeping', async () => {
    const answer = await admin('GET', '/tool/gen/db/list?pageSize=500');
    expect(answer.body).toMatchObject({ code: 200, msg: '查询成功' });
    const names = (answer.body.rows as { tableName: string }[]).map((row) => row.tableName);
    expect(names).toEqual(expect.arrayContaining([SAMPLE_TABLE, 'sys_user']));
    expect(names.filter((name) => /^(gen_|app_|__drizzle)/.test(name))).toEqual([]);
    expect(names).not.toContain('app_meta');
    const filtered = await admin('GET', '/tool/gen/db/list?tableName=INSTRUMENT&tableComment=乐器');
    expect(filtered.body).toMatchObject({ total: 1, rows: [{ tableName: SAMPLE_TABLE, tableComment: '乐器表', createTime: null }] });
  });

  test('import refuses SQL, unknown tables and the generator own tables; nothing half-imported', async () => {
    const msg = async (tables: string) => (await admin('POST', `/tool/gen/importTable?tables=${encodeURIComponent(tables)}`)).body.msg;
    expect(await msg('sys_user;drop table sys_user')).toBe('表名格式不正确，只能包含小写字母、数字和下划线');
    expect(await msg("demo_instrument' or '1'='1")).toBe('表名格式不正确，只能包含小写字母、数字和下划线');
    expect(await msg('Demo_Instrument')).toBe('表名格式不正确，只能包含小写字母、数字和下划线');
    expect(await msg(`${SAMPLE_TABLE},no_such_table`)).toBe('数据库中不存在表no_such_table');
    expect(await msg('gen_table')).toBe('数据库中不存在表gen_table');
    expect(await msg('')).toBe('请选择要导入的表');
    expect(await db().select().from(genTable)).toHaveLength(0);
  });

  test('import takes the defaults of the contract; a second import of a table is refused', async () => {
    expect((await admin('POST', `/tool/gen/importTable?tables=${SAMPLE_TABLE},demo_spare&tplWebType=element-ui`)).body).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect((await admin('POST', `/tool/gen/importTable?tables=${SAMPLE_TABLE}`)).body.msg).toBe(`表${SAMPLE_TABLE}已导入`);
    const list = await admin('GET', '/tool/gen/list?tableComment=乐器');
    expect(list.body).toMatchObject({ code: 200, total: 2 });
    const names = (await admin('GET', '/tool/gen/db/list?pageSize=500')).body.rows as { tableName: string }[];
    expect(names.map((row) => row.tableName)).not.toContain(SAMPLE_TABLE);

    const detail = await detailOf(await tableIdOf(SAMPLE_TABLE));
    expect(detail.info).toMatchObject({
      tableName: SAMPLE_TABLE,
      tableComment: '乐器表',
      className: 'DemoInstrument',
      tplCategory: 'crud',
      tplWebType: 'element-ui',
      moduleName: 'system',
      businessName: 'instrument',
      functionName: '乐器',
      functionAuthor: 'ruoyi',
      crud: true,
      tree: false,
      sub: false,
    });
    expect(detail.tables.map((table) => table.tableName).sort()).toEqual(['demo_instrument', 'demo_spare']);
    const byName = Object.fromEntries(detail.rows.map((column) => [column.columnName, column]));
    expect(byName.instrument_id).toMatchObject({
      javaField: 'instrumentId',
      javaType: 'Long',
      tsType: 'number',
      isPk: '1',
      isIncrement: '1',
      isList: '0',
      pk: true,
    });
    expect(byName.name).toMatchObject({
      javaType: 'String',
      tsType: 'string',
      isRequired: '1',
      queryType: 'LIKE',
      htmlType: 'input',
      isQuery: '1',
    });
    expect(byName.price).toMatchObject({ columnType: 'numeric(10,2)', javaType: 'BigDecimal', tsType: 'string', isRequired: '0' });
    expect(byName.bought).toMatchObject({ htmlType: 'datetime', javaType: 'Date' });
    expect(byName.strings).toMatchObject({ javaType: 'Integer', tsType: 'number' });
    expect(byName.in_stock).toMatchObject({ javaType: 'Boolean', tsType: 'boolean' });
    expect(byName.serviced_at).toMatchObject({ javaType: 'Date', tsType: 'string' });
    // The comments come from the catalogue (COMMENT ON): 表描述 and 字段描述 are filled.
    expect(byName.kind).toMatchObject({ columnComment: '类别', javaType: 'String' });
    expect(byName.in_stock.columnComment).toBe('有库存');
    expect(byName.status).toMatchObject({ htmlType: 'radio' });
    expect(byName.remark).toMatchObject({ htmlType: 'textarea', isQuery: '0', isList: '1' });
    expect(byName.create_time).toMatchObject({ isEdit: '0', isList: '0', isQuery: '0' });

    const columns = await admin('GET', `/tool/gen/column/${detail.info.tableId}`);
    expect(columns.body).toMatchObject({ code: 200, total: detail.rows.length });
    expect((await admin('GET', '/tool/gen/column/999999')).body).toEqual({ code: 500, msg: '表信息不存在' });
    expect((await admin('GET', '/tool/gen/999999')).body).toEqual({ code: 500, msg: '表信息不存在' });
  });

  test('edit validates the settings; a column of another table or a column that does not exist is refused', async () => {
    const tableId = await tableIdOf(SAMPLE_TABLE);
    const { info, rows } = await detailOf(tableId);
    const spare = await detailOf(await tableIdOf('demo_spare'));
    const body = { ...info, columns: rows };
    const msg = async (change: Record<string, unknown>) => (await admin('PUT', '/tool/gen', { ...body, ...change })).body.msg;
    const withColumn = (name: string, change: Record<string, unknown>) =>
      rows.map((column) => (column.columnName === name ? { ...column, ...change } : column));

    expect(await msg({ columns: [...rows, spare.rows[0]] })).toBe(`字段${spare.rows[0].columnName}不存在`);
    expect(await msg({ columns: withColumn('name', { columnName: 'no_such_column' }) })).toBe('字段no_such_column不存在');
    expect(await msg({ columns: [{ ...rows[0], columnId: 99999999 }] })).toBe(`字段${rows[0].columnName}不存在`);
    expect(await msg({ className: 'demo; process.exit()' })).toBe('实体类名称只能以大写字母开头，包含字母和数字');
    expect(await msg({ businessName: '../../etc' })).toBe('生成业务名只能以小写字母开头，包含小写字母和数字');
    expect(await msg({ functionName: '' })).toBe('生成功能名不能为空');
    expect(await msg({ columns: withColumn('name', { javaField: 'x*/y' }) })).toBe('字段属性名只能以小写字母开头，包含字母和数字');
    expect(await msg({ columns: withColumn('name', { javaField: 'kind' }) })).toBe('字段属性名kind重复');
    expect(await msg({ columns: withColumn('name', { javaType: 'number' }) })).toBe(
      'Java类型只能是Long、String、Integer、Double、BigDecimal、Date、Boolean',
    );
    expect(await msg({ columns: withColumn('name', { tsType: 'number' }) })).toBe('字段name的类型只能是string');
    expect(await msg({ columns: withColumn('name', { tsType: 'Long' }) })).toBe('TS类型只能是string、number、boolean');
    expect(await msg({ columns: withColumn('name', { queryType: 'BETWEEN' }) })).toBe('字段name的查询方式BETWEEN只适用于日期字段');
    expect(await msg({ columns: withColumn('kind', { dictType: "x'; drop" }) })).toBe('字典类型格式不正确');
    expect(await msg({ tplCategory: 'tree' })).toBe('树编码字段不能为空');
    expect(await msg({ tplCategory: 'tree', params: { treeCode: 'instrument_id', treeParentCode: 'nope', treeName: 'name' } })).toBe(
      '字段nope不存在',
    );
    expect(await msg({ tplCategory: 'sub' })).toBe('关联子表的表名不能为空');
    expect(await msg({ tplCategory: 'sub', subTableName: 'demo_spare' })).toBe('子表关联的外键名不能为空');
    expect(await msg({ formColNum: 4 })).toBe('表单列数只能是1到3');
    // Nothing of the refused edits was kept.
    expect(await detailOf(tableId)).toMatchObject({ info: { className: 'DemoInstrument', tplCategory: 'crud' } });

    const saved = await admin('PUT', '/tool/gen', {
      ...body,
      functionName: '乐器管理',
      tplCategory: 'tree',
      params: { treeCode: 'instrument_id', treeParentCode: 'strings', treeName: 'name', parentMenuId: 1 },
      columns: withColumn('kind', { htmlType: 'select', dictType: 'sys_user_sex', columnComment: '乐器类别' }),
    });
    expect(saved.body).toEqual({ code: 200, msg: '操作成功' });
    const after = await detailOf(tableId);
    expect(after.info).toMatchObject({
      functionName: '乐器管理',
      tree: true,
      treeCode: 'instrument_id',
      treeName: 'name',
      parentMenuId: 1,
      parentMenuName: '系统管理',
    });
    expect(after.rows.find((column) => column.columnName === 'kind')).toMatchObject({
      htmlType: 'select',
      dictType: 'sys_user_sex',
      columnComment: '乐器类别',
    });
    expect((await admin('PUT', '/tool/gen', { ...body, tplCategory: 'crud', functionName: '乐器' })).body.code).toBe(200);
  });

  test('edit: a stock client changes javaType, our screen tsType; each keeps the other in step where it fits', async () => {
    const tableId = await tableIdOf(SAMPLE_TABLE);
    const { info, rows } = await detailOf(tableId);
    const save = async (changes: Record<string, Record<string, unknown>>, strip: string[] = []) =>
      (
        await admin('PUT', '/tool/gen', {
          ...info,
          columns: rows.map((column) => {
            const changed = { ...column, ...changes[column.columnName] };
            for (const field of strip) delete changed[field];
            return changed;
          }),
        })
      ).body;
    const column = async (name: string) => (await detailOf(tableId)).rows.find((row) => row.columnName === name);

    // A stock client sends back javaType alone (no tsType): a Java type the column can be read as moves tsType along.
    expect(await save({ price: { javaType: 'Double' }, name: { javaType: 'Long' } }, ['tsType'])).toEqual({ code: 200, msg: '操作成功' });
    expect(await column('price')).toMatchObject({ javaType: 'Double', tsType: 'number' });
    // A text column cannot be read as a number: the Java type is kept as chosen, the TypeScript type stays.
    expect(await column('name')).toMatchObject({ javaType: 'Long', tsType: 'string' });
    // Our screen sends tsType; javaType is kept as stored.
    const current = (await detailOf(tableId)).rows;
    const body = (
      await admin('PUT', '/tool/gen', {
        ...info,
        columns: current.map((row) =>
          row.columnName === 'price' ? { ...row, tsType: 'string' } : row.columnName === 'name' ? { ...row, javaType: 'String' } : row,
        ),
      })
    ).body;
    expect(body).toEqual({ code: 200, msg: '操作成功' });
    expect(await column('price')).toMatchObject({ javaType: 'Double', tsType: 'string' });
    expect(await column('name')).toMatchObject({ javaType: 'String', tsType: 'string' });
    expect(await save({ price: { javaType: 'BigDecimal', tsType: 'string' } })).toEqual({ code: 200, msg: '操作成功' });
  });

  test('preview answers stock template keys in a fixed order, each labelled and in a language the stock highlighter knows', async () => {
    const preview = await admin('GET', `/tool/gen/preview/${await tableIdOf(SAMPLE_TABLE)}`);
    expect(preview.body.code).toBe(200);
    const keys = Object.keys(preview.body.data as object);
    expect(keys).toEqual([
      'vm/ts/schema.ts.vm',
      'vm/ts/contract.ts.vm',
      'vm/ts/service.ts.vm',
      'vm/ts/routes.ts.vm',
      'vm/ts/api.ts.vm',
      'vm/ts/page-tsx.ts.vm',
      'vm/ts/form-tsx.ts.vm',
      'vm/js/messages-json.js.vm',
      'vm/sql/menu.sql.vm',
    ]);
    // As both stock screens read a key: the tab label, then (ruoyi-ui 3.9.2) the language after the label's first dot.
    const labels = keys.map((key) => key.substring(key.lastIndexOf('/') + 1, key.indexOf('.vm')));
    expect(new Set(labels).size).toBe(keys.length);
    for (const [index, key] of keys.entries()) {
      expect(key).toMatch(/^vm\/[a-z]+\/[a-z-]+\.[a-z]+\.vm$/);
      const label = labels[index];
      const language = label.substring(label.indexOf('.') + 1);
      expect(['java', 'xml', 'html', 'vue', 'js', 'javascript', 'ts', 'typescript', 'sql']).toContain(language);
      expect(key.startsWith(`vm/${language}/`)).toBe(true);
    }
    // Our own dialog shows each file's place in the project, from `paths` (the stock screens ignore it).
    expect(preview.body.paths).toEqual({
      'vm/ts/schema.ts.vm': 'features/system/instrument/tables.ts',
      'vm/ts/contract.ts.vm': 'features/system/instrument/contract.ts',
      'vm/ts/service.ts.vm': 'features/system/instrument/server/instrument-service.ts',
      'vm/ts/routes.ts.vm': 'features/system/instrument/server/instrument-routes.ts',
      'vm/ts/api.ts.vm': 'features/system/instrument/client/api.ts',
      'vm/ts/page-tsx.ts.vm': 'features/system/instrument/screens/instrument-page.tsx',
      'vm/ts/form-tsx.ts.vm': 'features/system/instrument/screens/instrument-form.tsx',
      'vm/js/messages-json.js.vm': 'messages/instrument.zh.json',
      'vm/sql/menu.sql.vm': 'instrument-menu.sql',
    });
    const files = preview.body.data as Record<string, string>;
    expect(files['vm/ts/contract.ts.vm']).toContain("access: { permission: 'system:instrument:remove' }");
    expect(files['vm/ts/routes.ts.vm']).toContain("removeRoute(instrument.remove, 'ids', removeInstruments)");
    expect(files['vm/sql/menu.sql.vm']).toContain("'system:instrument:list'");
    expect((await admin('GET', '/tool/gen/preview/999999')).body).toEqual({ code: 500, msg: '表信息不存在' });
  });

  test('a table that cannot be generated is refused its preview with the reason, and answers no files', async () => {
    await db().execute(sql.raw('create table demo_keyless (label varchar(20))'));
    expect((await admin('POST', '/tool/gen/importTable?tables=demo_keyless')).body.code).toBe(200);
    // The screen asks for the preview before it opens the dialog: this answer shows as a message, and no dialog opens.
    expect((await admin('GET', `/tool/gen/preview/${await tableIdOf('demo_keyless')}`)).body).toEqual({
      code: 500,
      msg: '表demo_keyless需要恰好一个主键字段才能生成代码',
    });
    expect((await admin('DELETE', `/tool/gen/${await tableIdOf('demo_keyless')}`)).body.code).toBe(200);
  });

  test('download and batchGenCode answer a zip holding the generated files', async () => {
    const one = await admin('GET', `/tool/gen/download/${SAMPLE_TABLE}`);
    expect(one.status).toBe(200);
    expect(one.headers.get('content-type')).toBe('application/zip');
    expect(one.headers.get('download-filename')).toBe('ruoyi.zip');
    const entries = unzipSync(new Uint8Array(one.bytes));
    expect(Object.keys(entries).sort()).toEqual(
      [
        'features/system/instrument/client/api.ts',
        'features/system/instrument/contract.ts',
        'features/system/instrument/screens/instrument-form.tsx',
        'features/system/instrument/screens/instrument-page.tsx',
        'features/system/instrument/server/instrument-routes.ts',
        'features/system/instrument/server/instrument-service.ts',
        'instrument-menu.sql',
        'features/system/instrument/tables.ts',
        'messages/instrument.zh.json',
      ].sort(),
    );
    expect(strFromU8(entries['features/system/instrument/tables.ts'])).toContain('pgTable("demo_instrument"');

    const batch = await admin('GET', `/tool/gen/batchGenCode?tables=${SAMPLE_TABLE},demo_spare`);
    expect(batch.headers.get('content-type')).toBe('application/zip');
    // Both tables end in the same business name by default: one set of paths, the later table's.
    expect(Object.keys(unzipSync(new Uint8Array(batch.bytes)))).toContain('features/system/instrument/client/api.ts');

    const bad = await admin('GET', `/tool/gen/download/${encodeURIComponent('x;drop table y')}`);
    expect(bad.body).toEqual({ code: 500, msg: '表名格式不正确，只能包含小写字母、数字和下划线' });
    expect(bad.headers.get('content-type')).toBe('application/json');
    expect((await admin('GET', '/tool/gen/download/sys_user')).body).toEqual({ code: 500, msg: '表sys_user未导入' });
    expect((await admin('GET', '/tool/gen/batchGenCode')).body).toEqual({ code: 500, msg: '请选择要生成的表' });
  });

  test('raw SQL and writing files on the server are refused', async () => {
    const created = await admin('POST', `/tool/gen/createTable?sql=${encodeURIComponent('create table t_copy as select * from sys_user')}`);
    expect(created.body).toEqual({ code: 500, msg: '不支持通过SQL创建表，请使用数据库迁移' });
    const found = await db().execute(sql`select count(*)::int as n from pg_class where relname = 't_copy'`);
    expect((found as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
    expect((await admin('GET', `/tool/gen/genCode/${SAMPLE_TABLE}`)).body).toEqual({
      code: 500,
      msg: '【系统预设】不允许生成文件覆盖到本地',
    });
  });

  test('synchDb keeps the settings of surviving columns, adds new ones and drops vanished ones', async () => {
    const tableId = await tableIdOf(SAMPLE_TABLE);
    const { info, rows } = await detailOf(tableId);
    await admin('PUT', '/tool/gen', {
      ...info,
      columns: rows.map((column) => (column.columnName === 'kind' ? { ...column, dictType: 'sys_user_sex', htmlType: 'select' } : column)),
    });
    await db().execute(sql.raw(`alter table ${SAMPLE_TABLE} drop column strings`));
    await db().execute(sql.raw(`alter table ${SAMPLE_TABLE} add column maker_name varchar(40)`));
    await db().execute(sql.raw(`comment on column ${SAMPLE_TABLE}.maker_name is '制造商'`));
    expect((await admin('GET', `/tool/gen/synchDb/${SAMPLE_TABLE}`)).body).toEqual({ code: 200, msg: '操作成功' });
    const after = await detailOf(tableId);
    const names = after.rows.map((column) => column.columnName);
    expect(names).not.toContain('strings');
    expect(after.rows.find((column) => column.columnName === 'maker_name')).toMatchObject({
      javaField: 'makerName',
      queryType: 'LIKE',
      columnComment: '制造商',
      javaType: 'String',
      tsType: 'string',
    });
    expect(after.rows.find((column) => column.columnName === 'kind')).toMatchObject({ dictType: 'sys_user_sex', htmlType: 'select' });

    expect((await admin('GET', '/tool/gen/synchDb/no_such_table')).body.msg).toBe('表no_such_table未导入');
    expect((await admin('GET', `/tool/gen/synchDb/${encodeURIComponent("a' or 1=1")}`)).body.msg).toBe(
      '表名格式不正确，只能包含小写字母、数字和下划线',
    );
    await db().execute(sql.raw('drop table demo_spare'));
    expect((await admin('GET', '/tool/gen/synchDb/demo_spare')).body).toEqual({ code: 500, msg: '同步数据失败，原表结构不存在' });
  });

  test('the migration that moved the TypeScript type to ts_type gives old rows the javaType an import gives', async () => {
    const migration = readFileSync(path.join(process.cwd(), 'lib/backend/db/migrations/0009_gen_ts_type.sql'), 'utf8');
    const javaCase = /"java_type" = (CASE[\s\S]*?END);/.exec(migration)![1];
    const values = sql.join(
      JAVA_TYPE_TABLE.map(([columnType]) => sql`(${columnType})`),
      sql`, `,
    );
    const answer = await db().execute(
      sql`select column_type as "columnType", ${sql.raw(javaCase)} as "javaType" from (values ${values}) as t(column_type)`,
    );
    expect(
      (answer as unknown as { rows: { columnType: string; javaType: string }[] }).rows.map((row) => [row.columnType, row.javaType]),
    ).toEqual(JAVA_TYPE_TABLE);
  });

  test('delete removes tables and their columns, all or none', async () => {
    const ids = [await tableIdOf(SAMPLE_TABLE), await tableIdOf('demo_spare')];
    expect((await admin('DELETE', `/tool/gen/${ids[0]},999999`)).body).toEqual({ code: 500, msg: '表信息不存在' });
    expect(await db().select().from(genTable)).toHaveLength(2);
    expect((await admin('DELETE', `/tool/gen/${ids.join(',')}`)).body).toEqual({ code: 200, msg: '操作成功' });
    expect(await db().select().from(genTable)).toHaveLength(0);
    expect(await db().select().from(genTableColumn)).toHaveLength(0);
  });
});
