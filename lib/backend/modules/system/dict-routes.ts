import { exportRoute } from '../../export/export-route';
import { STATUS_LABELS, type ExportColumn } from '../../export/xlsx';
import { textField } from '../../http/body';
import { ok, okData, table } from '../../http/envelope';
import { revalidatableJson } from '../../http/etag';
import { pageOf } from '../../http/paging';
import { idListParam, idParam } from '../../http/params';
import type { Route } from '../../http/router';
import { parseBody } from '../../http/schema';
import {
  addDictData,
  allDictData,
  dictDataFilterOf,
  dictDataOrderOf,
  dictDataSchema,
  editDictData,
  getDictData,
  listDictData,
  removeDictData,
} from './dict-data-service';
import { dictDataOfType, dictDataWire, type DictDataRow } from './dict-service';
import {
  addDictType,
  allDictTypes,
  dictTypeFilterOf,
  dictTypeOptions,
  dictTypeOrderOf,
  dictTypeSchema,
  editDictType,
  getDictType,
  listDictTypes,
  removeDictTypes,
  type DictTypeRow,
} from './dict-type-service';


const typeExportColumns: ExportColumn<DictTypeRow>[] = [
  { header: '字典主键', value: (row) => row.dictId },
  { header: '字典名称', value: (row) => row.dictName, width: 30 },
  { header: '字典类型', value: (row) => row.dictType, width: 30 },
  { header: '状态', value: (row) => (STATUS_LABELS[row.status] ?? row.status) },
];

const dataExportColumns: ExportColumn<DictDataRow>[] = [
  { header: '字典编码', value: (row) => row.dictCode },
  { header: '字典排序', value: (row) => row.dictSort },
  { header: '字典标签', value: (row) => row.dictLabel, width: 30 },
  { header: '字典键值', value: (row) => row.dictValue, width: 30 },
  { header: '字典类型', value: (row) => row.dictType, width: 30 },
  { header: '是否默认', value: (row) => (row.isDefault === 'Y' ? '是' : '否') },
  { header: '状态', value: (row) => (STATUS_LABELS[row.status] ?? row.status) },
];

const dictTypeRoutes: Route[] = [
  // GET /system/dict/type/list – dictionary types, paged, by name, type, status and creation days
  {
    method: 'GET',
    path: '/system/dict/type/list',
    access: { permission: 'system:dict:list' },
    handler: async (ctx) => {
      const { total, rows } = await listDictTypes(ctx.deps.db, dictTypeFilterOf(ctx.query), dictTypeOrderOf(ctx.query), pageOf(ctx.query));
      return table(rows, total);
    },
  },
  // GET /system/dict/type/export – the older flow: a temporary 字典类型.xlsx for /common/download; POST – the workbook itself
  exportRoute('/system/dict/type/export', 'system:dict:export', async (ctx, filters) => ({
    title: '字典类型',
    columns: typeExportColumns,
    rows: await allDictTypes(ctx.deps.db, dictTypeFilterOf(filters), dictTypeOrderOf(filters)),
  })),
  // GET /system/dict/type/optionselect – every type, for any signed-in screen's type picker
  { method: 'GET', path: '/system/dict/type/optionselect', access: 'user', handler: async (ctx) => okData(await dictTypeOptions(ctx.deps.db)) },
  // DELETE /system/dict/type/refreshCache – nothing to clear: the server keeps no dictionary cache (every read
  // goes to the table, and browsers revalidate their copies by ETag), so a change applies at once on every instance
  { method: 'DELETE', path: '/system/dict/type/refreshCache', access: { permission: 'system:dict:remove' }, handler: async () => ok() },
  // GET /system/dict/type/:dictId – one type
  {
    method: 'GET',
    path: '/system/dict/type/:dictId',
    access: { permission: 'system:dict:query' },
    handler: async (ctx) => okData(await getDictType(ctx.deps.db, idParam('dictId', ctx.params.dictId))),
  },
  // POST /system/dict/type – a new type (unique type name); `data` is its dictId
  {
    method: 'POST',
    path: '/system/dict/type',
    access: { permission: 'system:dict:add' },
    handler: async (ctx) => okData(await addDictType(ctx.deps.db, ctx.requireUser(), parseBody(dictTypeSchema, await ctx.body()))),
  },
  // PUT /system/dict/type – changes a type named by dictId; a new type name is carried to its entries
  {
    method: 'PUT',
    path: '/system/dict/type',
    access: { permission: 'system:dict:edit' },
    handler: async (ctx) => {
      const body = await ctx.body();
      const dictId = idParam('dictId', textField(body, 'dictId', true));
      await editDictType(ctx.deps.db, ctx.requireUser(), dictId, parseBody(dictTypeSchema, body));
      return ok();
    },
  },
  // DELETE /system/dict/type/:dictIds – comma-joined ids, all or none; types that still have entries are refused
  {
    method: 'DELETE',
    path: '/system/dict/type/:dictIds',
    access: { permission: 'system:dict:remove' },
    handler: async (ctx) => {
      await removeDictTypes(ctx.deps.db, idListParam('dictIds', ctx.params.dictIds));
      return ok();
    },
  },
];

const dictDataRoutes: Route[] = [
  // GET /system/dict/data/list – entries, paged, by type (exact), label and status, in their sort order
  {
    method: 'GET',
    path: '/system/dict/data/list',
    access: { permission: 'system:dict:list' },
    handler: async (ctx) => {
      const { total, rows } = await listDictData(ctx.deps.db, dictDataFilterOf(ctx.query), dictDataOrderOf(ctx.query), pageOf(ctx.query));
      return table(rows, total);
    },
  },
  // GET /system/dict/data/type/:dictType – the enabled options of a dictionary, for any signed-in screen. Every
  // screen reads these, so the answer carries an ETag (a hash of the rows, the same on every instance) and the
  // browser revalidates it each time: unchanged options cost a 304, a change shows on the next read.
  {
    method: 'GET',
    path: '/system/dict/data/type/:dictType',
    access: 'user',
    handler: async (ctx) => revalidatableJson(ctx.request, okData((await dictDataOfType(ctx.deps.db, ctx.params.dictType)).map(dictDataWire))),
  },
  // GET /system/dict/data/export – the older flow the spec's client uses: a temporary 字典数据.xlsx; POST – the workbook itself
  exportRoute('/system/dict/data/export', 'system:dict:export', async (ctx, filters) => ({
    title: '字典数据',
    columns: dataExportColumns,
    rows: await allDictData(ctx.deps.db, dictDataFilterOf(filters), dictDataOrderOf(filters)),
  })),
  // GET /system/dict/data/:dictCode – one entry
  {
    method: 'GET',
    path: '/system/dict/data/:dictCode',
    access: { permission: 'system:dict:query' },
    handler: async (ctx) => okData(await getDictData(ctx.deps.db, idParam('dictCode', ctx.params.dictCode))),
  },
  // POST /system/dict/data – a new entry of an existing type; `data` is its dictCode
  {
    method: 'POST',
    path: '/system/dict/data',
    access: { permission: 'system:dict:add' },
    handler: async (ctx) => okData(await addDictData(ctx.deps.db, ctx.requireUser(), parseBody(dictDataSchema, await ctx.body()))),
  },
  // PUT /system/dict/data – changes an entry named by dictCode
  {
    method: 'PUT',
    path: '/system/dict/data',
    access: { permission: 'system:dict:edit' },
    handler: async (ctx) => {
      const body = await ctx.body();
      const dictCode = idParam('dictCode', textField(body, 'dictCode', true));
      await editDictData(ctx.deps.db, ctx.requireUser(), dictCode, parseBody(dictDataSchema, body));
      return ok();
    },
  },
  // DELETE /system/dict/data/:dictCodes – comma-joined codes, all or none
  {
    method: 'DELETE',
    path: '/system/dict/data/:dictCodes',
    access: { permission: 'system:dict:remove' },
    handler: async (ctx) => {
      await removeDictData(ctx.deps.db, idListParam('dictCodes', ctx.params.dictCodes));
      return ok();
    },
  },
];

export const dictRoutes: Route[] = [...dictTypeRoutes, ...dictDataRoutes];
