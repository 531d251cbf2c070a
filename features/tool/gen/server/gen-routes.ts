import { gen } from '@/features/tool/gen/contract';
import { ok, okData, table } from '@/lib/backend/http/envelope';
import { ServiceError } from '@/lib/backend/http/errors';
import { idListParam, idParam, listParam } from '@/lib/backend/http/params';
import type { Route } from '@/lib/backend/http/router';
import { parseBody } from '@/lib/backend/http/schema';
import { listRoute } from '@/lib/backend/http/table-list';
import { downloadHeaders } from '@/lib/backend/http/content-disposition';
import { GEN_DEFAULTS } from './gen-defaults';
import { GEN_TO_DISK_REFUSED_MSG, previewCode, zipCode } from './gen-code-service';
import { genTableList, getGenTable, listDbTables, listGenColumns } from './gen-table-service';
import { editGenTable, importTables, removeGenTables, syncGenTable } from './gen-table-writes';

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
    headers: {
      'content-type': 'application/zip',
      'content-length': String(bytes.byteLength),
      'cache-control': 'private, no-store',
      ...downloadHeaders('ruoyi.zip'),
    },
  });
}

/** The body with tree settings sent at the top level (as some clients do) moved into `params`. */
export function withParams(body: Record<string, unknown>): Record<string, unknown> {
  const params =
    body.params && typeof body.params === 'object' && !Array.isArray(body.params) ? { ...(body.params as Record<string, unknown>) } : {};
  for (const key of ['treeCode', 'treeParentCode', 'treeName', 'parentMenuId', 'genView'])
    if (params[key] === undefined && body[key] !== undefined) params[key] = body[key];
  return { ...body, params };
}

export const genRoutes: Route[] = [
  listRoute(gen.list, genTableList),
  listRoute(gen.dbList, (ctx) => listDbTables(ctx.deps.db, ctx.query)),
  {
    contract: gen.column,
    handler: async (ctx) => {
      const rows = await listGenColumns(ctx.deps.db, idParam('tableId', ctx.params.tableId));
      return table(rows, rows.length);
    },
  },
  {
    contract: gen.importTable,
    handler: async (ctx) => {
      const webType = (ctx.query.get('tplWebType') ?? '').trim() || GEN_DEFAULTS.tplWebType;
      if (!WEB_TYPES.has(webType)) throw new ServiceError('前端类型不正确');
      await importTables(ctx.deps.db, ctx.requireUser(), tableNamesOf(ctx.query), webType);
      return ok();
    },
  },
  {
    contract: gen.createTable,
    handler: async () => {
      throw new ServiceError(CREATE_TABLE_REFUSED_MSG);
    },
  },
  {
    contract: gen.preview,
    handler: async (ctx) => {
      const { data, paths } = await previewCode(ctx.deps.db, idParam('tableId', ctx.params.tableId));
      return ok({ data, paths });
    },
  },
  {
    contract: gen.download,
    handler: async (ctx) => zipResponse(await zipCode(ctx.deps.db, [ctx.params.tableName])),
  },
  {
    contract: gen.batchGenCode,
    handler: async (ctx) => zipResponse(await zipCode(ctx.deps.db, tableNamesOf(ctx.query))),
  },
  {
    contract: gen.genCode,
    handler: async () => {
      throw new ServiceError(GEN_TO_DISK_REFUSED_MSG);
    },
  },
  {
    contract: gen.synchDb,
    handler: async (ctx) => {
      await syncGenTable(ctx.deps.db, ctx.requireUser(), ctx.params.tableName);
      return ok();
    },
  },
  {
    contract: gen.get,
    handler: async (ctx) => okData(await getGenTable(ctx.deps.db, idParam('tableId', ctx.params.tableId))),
  },
  {
    contract: gen.edit,
    handler: async (ctx) => {
      await editGenTable(ctx.deps.db, ctx.requireUser(), parseBody(gen.edit.input, withParams(await ctx.body(512 * 1024))));
      return ok();
    },
  },
  {
    contract: gen.remove,
    handler: async (ctx) => {
      await removeGenTables(ctx.deps.db, idListParam('tableIds', ctx.params.tableIds));
      return ok();
    },
  },
];
