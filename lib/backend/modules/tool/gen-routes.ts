import { ok, okData, table } from '../../http/envelope';
import { ServiceError } from '../../http/errors';
import { pageOf } from '../../http/paging';
import { idListParam, idParam, listParam } from '../../http/params';
import type { Route } from '../../http/router';
import { parseBody } from '../../http/schema';
import { downloadHeaders } from '../common/content-disposition';
import { GEN_DEFAULTS } from './gen-defaults';
import { GEN_TO_DISK_REFUSED_MSG, previewCode, zipCode } from './gen-code-service';
import { genTableSchema, withParams } from './gen-schemas';
import { editGenTable, genFilterOf, genOrderOf, getGenTable, importTables, listDbTables, listGenColumns, listGenTables, removeGenTables, syncGenTable } from './gen-table-service';

/**
 * The reference runs the CREATE TABLE statements an administrator types (contract 9, item 17),
 * and its keyword filter never matches, so `CREATE TABLE … AS SELECT` copies any table's data.
 * No SQL from a client is ever run here: tables come from migrations, then get imported.
 */
export const CREATE_TABLE_REFUSED_MSG = '不支持通过SQL创建表，请使用数据库迁移';

const WEB_TYPES = new Set(['element-ui', 'element-plus', 'element-plus-typescript']);

/** The table names of a query (`tables=a,b`), each once, in order. */
function tableNamesOf(query: URLSearchParams): string[] {
  const names = listParam(query, 'tables')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length > 100) throw new ServiceError('一次最多选择100张表');
  return [...new Set(names)];
}

function zipResponse(bytes: Uint8Array): Response {
  return new Response(new Uint8Array(bytes), {
    headers: { 'content-type': 'application/zip', 'content-length': String(bytes.byteLength), 'cache-control': 'private, no-store', ...downloadHeaders('ruoyi.zip') },
  });
}

export const genRoutes: Route[] = [
  // GET /tool/gen/list – imported tables, paged, by name, comment and import days
  {
    method: 'GET',
    path: '/tool/gen/list',
    access: { permission: 'tool:gen:list' },
    handler: async (ctx) => {
      const { total, rows } = await listGenTables(ctx.deps.db, genFilterOf(ctx.query), genOrderOf(ctx.query), pageOf(ctx.query));
      return table(rows, total);
    },
  },
  // GET /tool/gen/db/list – tables of the database not imported yet
  {
    method: 'GET',
    path: '/tool/gen/db/list',
    access: { permission: 'tool:gen:list' },
    handler: async (ctx) => {
      const { total, rows } = await listDbTables(ctx.deps.db, genFilterOf(ctx.query), pageOf(ctx.query));
      return table(rows, total);
    },
  },
  // GET /tool/gen/column/:tableId – one table's columns (the reference also reads tableId from the query)
  {
    method: 'GET',
    path: '/tool/gen/column/:tableId',
    access: { permission: 'tool:gen:list' },
    handler: async (ctx) => {
      const rows = await listGenColumns(ctx.deps.db, idParam('tableId', ctx.params.tableId));
      return table(rows, rows.length);
    },
  },
  // POST /tool/gen/importTable?tables=a,b – imports real tables of the catalogue with the default settings
  {
    method: 'POST',
    path: '/tool/gen/importTable',
    access: { permission: 'tool:gen:import' },
    handler: async (ctx) => {
      const webType = (ctx.query.get('tplWebType') ?? '').trim() || GEN_DEFAULTS.tplWebType;
      if (!WEB_TYPES.has(webType)) throw new ServiceError('前端类型不正确');
      await importTables(ctx.deps.db, ctx.requireUser(), tableNamesOf(ctx.query), webType);
      return ok();
    },
  },
  // POST /tool/gen/createTable – refused: no client SQL is run
  {
    method: 'POST',
    path: '/tool/gen/createTable',
    access: { permission: 'tool:gen:import' },
    handler: async () => {
      throw new ServiceError(CREATE_TABLE_REFUSED_MSG);
    },
  },
  // GET /tool/gen/preview/:tableId – path → generated source
  {
    method: 'GET',
    path: '/tool/gen/preview/:tableId',
    access: { permission: 'tool:gen:preview' },
    handler: async (ctx) => okData(await previewCode(ctx.deps.db, idParam('tableId', ctx.params.tableId))),
  },
  // GET /tool/gen/download/:tableName – one table's files as ruoyi.zip
  {
    method: 'GET',
    path: '/tool/gen/download/:tableName',
    access: { permission: 'tool:gen:code' },
    answersFile: true,
    handler: async (ctx) => zipResponse(await zipCode(ctx.deps.db, [ctx.params.tableName])),
  },
  // GET /tool/gen/batchGenCode?tables=a,b – several tables' files in one zip
  {
    method: 'GET',
    path: '/tool/gen/batchGenCode',
    access: { permission: 'tool:gen:code' },
    answersFile: true,
    handler: async (ctx) => zipResponse(await zipCode(ctx.deps.db, tableNamesOf(ctx.query))),
  },
  // GET /tool/gen/genCode/:tableName – refused: generated code is never written on the server
  {
    method: 'GET',
    path: '/tool/gen/genCode/:tableName',
    access: { permission: 'tool:gen:code' },
    handler: async () => {
      throw new ServiceError(GEN_TO_DISK_REFUSED_MSG);
    },
  },
  // GET /tool/gen/synchDb/:tableName – the columns again from the database
  {
    method: 'GET',
    path: '/tool/gen/synchDb/:tableName',
    access: { permission: 'tool:gen:edit' },
    handler: async (ctx) => {
      await syncGenTable(ctx.deps.db, ctx.requireUser(), ctx.params.tableName);
      return ok();
    },
  },
  // GET /tool/gen/:tableId – settings, columns and all imported tables
  {
    method: 'GET',
    path: '/tool/gen/:tableId',
    access: { permission: 'tool:gen:query' },
    handler: async (ctx) => okData(await getGenTable(ctx.deps.db, idParam('tableId', ctx.params.tableId))),
  },
  // PUT /tool/gen – the table's and its columns' settings
  {
    method: 'PUT',
    path: '/tool/gen',
    access: { permission: 'tool:gen:edit' },
    handler: async (ctx) => {
      await editGenTable(ctx.deps.db, ctx.requireUser(), parseBody(genTableSchema, withParams(await ctx.body(512 * 1024))));
      return ok();
    },
  },
  // DELETE /tool/gen/:tableIds – comma-joined ids, all or none
  {
    method: 'DELETE',
    path: '/tool/gen/:tableIds',
    access: { permission: 'tool:gen:remove' },
    handler: async (ctx) => {
      await removeGenTables(ctx.deps.db, idListParam('tableIds', ctx.params.tableIds));
      return ok();
    },
  },
];
