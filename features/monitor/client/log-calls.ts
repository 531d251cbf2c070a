import type { Contract } from '@/lib/contract/contract';
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
export function logCalls<Row>(contracts: LogContracts, idKey: keyof Row & string, { toTheSecond = false } = {}) {
  const idsName = idsNameOf(contracts.remove);
  const query = toTheSecond ? withDayTimes : (params: Filters) => params;
  return {
    idKey,
    key: contracts.list.path,
    permission: permissionPrefixOf(contracts.list),
    exportPath: contracts.export.path,
    exportQuery: query,
    list: (params: Filters) => request<Envelope & ListAnswer<Row>>(contracts.list, { params: query(params) }),
    remove: (ids: number[]) => request(contracts.remove, { path: { [idsName]: ids } }),
    clean: () => request(contracts.clean),
  };
}

export type LogCalls<Row> = ReturnType<typeof logCalls<Row>>;
