import type { Contract, RowOf } from '@/lib/contract/contract';
import type { Filters, ListAnswer } from '@/lib/http/list';
import { request, type Envelope } from '@/lib/http/request';
import { idsNameOf, permissionPrefixOf } from '@/lib/http/row-calls';
import { withDayTimes } from './log-time-range';

/** A log's contracts: its paged list, delete by ids, clean and export. */
export interface LogContracts {
  list: Contract;
  remove: Contract;
  clean: Contract;
  export: Contract;
}

/**
 * A log screen's calls, read from its contracts: the page, delete by ids (under the name the
 * delete path gives them) and clean, with the rows' id, the list's query-cache key, the permission
 * prefix of its buttons and the export's path. A log that compares times to the second
 * (`toTheSecond`) sends a day range as its first and last seconds, to the list and the export.
 */
export function logCalls<C extends LogContracts>(
  contracts: C,
  idKey: keyof RowOf<C['list']> & string,
  options?: { toTheSecond?: boolean },
): LogCalls<RowOf<C['list']>>;
export function logCalls(contracts: LogContracts, idKey: string, { toTheSecond = false } = {}): unknown {
  const idsName = idsNameOf(contracts.remove);
  const query = toTheSecond ? withDayTimes : (params: Filters) => params;
  return {
    idKey,
    key: contracts.list.path,
    permission: permissionPrefixOf(contracts.list),
    exportPath: contracts.export.path,
    exportQuery: query,
    list: (params: Filters) => request<Envelope & ListAnswer<Record<string, unknown>>>(contracts.list, { params: query(params) }),
    remove: (ids: number[]) => request(contracts.remove, { path: { [idsName]: ids } }),
    clean: () => request(contracts.clean),
  };
}

export interface LogCalls<Row> {
  idKey: keyof Row & string;
  key: string;
  permission: string;
  exportPath: string;
  exportQuery: (params: Filters) => Filters;
  list: (params: Filters) => Promise<Envelope & ListAnswer<Row>>;
  remove: (ids: number[]) => Promise<Envelope>;
  clean: () => Promise<Envelope>;
}
