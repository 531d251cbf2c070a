import { ok } from '../http/envelope';
import type { RequestContext } from '../http/context';
import type { Route } from '../http/router';
import type { TableList } from '../http/table-list';
import type { Executor } from '../db/client';
import type { Contract } from '@/lib/contract/contract';
import { downloadHeaders } from '@/lib/backend/http/content-disposition';
import { storeTempExport } from './temp-export';
import { XLSX_CONTENT_TYPE, xlsxOf, type ExportColumn } from './xlsx';

/** What a list export writes: the sheet's title (also the file's), its columns and every matching row. */
export interface ExportSheet<T> {
  title: string;
  columns: ExportColumn<T>[];
  rows: T[];
}

/**
 * The list filters of an export call: the query string of a GET, and for a POST the
 * form-encoded body the reference's download helper sends (it wins over the query string).
 */
async function filtersOf(ctx: RequestContext): Promise<URLSearchParams> {
  if (ctx.request.method !== 'POST') return ctx.query;
  const filters = await ctx.form();
  for (const [key, value] of ctx.query) if (!filters.has(key)) filters.append(key, value);
  return filters;
}

/**
 * The handler of an `exportContract`, serving both export flows of contract 10.7. A POST (the
 * newest client) answers the workbook itself; a GET (the older flow the portal uses) stores it
 * for the caller and answers `{code: 200, msg: "<uuid>_<title>.xlsx"}` for `/common/download`.
 * Failures answer plain `application/json`, which the download helper reads as an error.
 */
export function exportRoute<T>(
  contract: Contract,
  load: (ctx: RequestContext, filters: URLSearchParams) => Promise<ExportSheet<T>>,
): Route {
  return {
    contract,
    handler: async (ctx) => {
      const sheet = await load(ctx, await filtersOf(ctx));
      const bytes = await xlsxOf(sheet.title, sheet.columns, sheet.rows);
      if (ctx.request.method !== 'POST') return ok({}, await storeTempExport(ctx.deps, ctx.requireUser().userId, sheet.title, bytes));
      return xlsxResponse(bytes, `${sheet.title}.xlsx`);
    },
  };
}

/** How an export reads its rows: a `tableList`, or a reader of the list's filters. */
type RowSource<Row> = Pick<TableList<Row, unknown>, 'all'> | ((db: Executor, filters: URLSearchParams) => Promise<Row[]>);

/** The export of a list: every row its filters keep, in `columns` (fixed, or read per call: dictionary labels), under `title`. */
export function listExportRoute<Row>(
  contract: Contract,
  title: string,
  columns: ExportColumn<Row>[] | ((ctx: RequestContext) => Promise<ExportColumn<Row>[]>),
  source: RowSource<Row>,
): Route {
  return exportRoute(contract, async (ctx, filters) => ({
    title,
    columns: typeof columns === 'function' ? await columns(ctx) : columns,
    rows: typeof source === 'function' ? await source(ctx.deps.db, filters) : await source.all(ctx.deps.db, filters),
  }));
}

/** A workbook as a download: the file itself, never cached, under `fileName`. */
export function xlsxResponse(bytes: Buffer, fileName: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': XLSX_CONTENT_TYPE,
      'content-length': String(bytes.byteLength),
      'cache-control': 'private, no-store',
      ...downloadHeaders(fileName),
    },
  });
}
