import type { Contract, DataOf, InputOf, RowOf } from '../contract/contract';
import type { Filters, ListAnswer } from './list';
import { request, type Envelope } from './request';

/** The contracts of a table's rows that a back-office list calls: `crudContracts` and, where the table has one, its export. */
export interface RowContracts {
  list: Contract;
  add: Contract;
  edit: Contract;
  remove: Contract;
  export?: Contract;
}

/** The name of a table's id, in its rows and in an edit's input (an input without it adds a row). */
export type IdKey<Row, Input> = keyof Row & keyof Input & string;

/** What an add or an edit of `contracts`' rows sends: the schema's values, and the row's id for an edit. */
export type RowInput<C extends RowContracts, Id extends string> = InputOf<C['add']> & { [K in Id]?: number };

/** The name a delete's path gives the ids it takes (`configIds` in `/system/config/:configIds`). */
export function idsNameOf(remove: Contract): string {
  const idsName = /:(\w+)$/.exec(remove.path)?.[1];
  if (!idsName) throw new Error(`${remove.path}: a delete names its ids in the path`);
  return idsName;
}

/** The permission prefix of a back-office list's buttons: its own permission without `:list`. */
export function permissionPrefixOf(list: Contract): string {
  if (typeof list.access !== 'object') throw new Error(`${list.path}: a back-office list needs a permission`);
  return list.access.permission.replace(/:list$/, '');
}

/** What every list of a table's rows shares: its id, cache key and permission prefix, add and edit, and the delete's id name. */
function tableCalls<Row, Input>(contracts: RowContracts, idKey: IdKey<Row, Input>) {
  return {
    idsName: idsNameOf(contracts.remove),
    calls: {
      idKey,
      key: contracts.list.path,
      permission: permissionPrefixOf(contracts.list),
      add: (data: Input) => request(contracts.add, { data, silent: true }),
      update: (data: Input) => request(contracts.edit, { data, silent: true }),
    },
  };
}

/**
 * A paged list screen's calls of a table's rows, read from their contracts: the page, add, edit
 * and delete by ids (under the name the delete path gives them), with the rows' id, the list's
 * query-cache key, the permission prefix its buttons check and the export's path.
 */
export function rowCalls<C extends RowContracts, const Id extends keyof RowOf<C['list']> & string>(
  contracts: C,
  idKey: Id,
): RowCalls<RowOf<C['list']>, RowInput<C, Id>>;
export function rowCalls(contracts: RowContracts, idKey: string): unknown {
  const { idsName, calls } = tableCalls<Record<string, unknown>, Record<string, unknown>>(contracts, idKey);
  return {
    ...calls,
    exportPath: contracts.export?.path,
    list: (params: Filters) => request<Envelope & ListAnswer<Record<string, unknown>>>(contracts.list, { params }),
    remove: (ids: number[]) => request(contracts.remove, { path: { [idsName]: ids } }),
  };
}

/** The rows of a tree's list, which answers them all as `data`. */
type TreeRowOf<C extends RowContracts> = DataOf<C['list']> extends (infer Row)[] ? Row : never;

/** A tree screen's calls: the whole list at once (never paged) and delete one row at a time. */
export function treeCalls<C extends RowContracts, const Id extends keyof TreeRowOf<C> & string>(
  contracts: C,
  idKey: Id,
): TreeCalls<TreeRowOf<C>, RowInput<C, Id>>;
export function treeCalls(contracts: RowContracts, idKey: string): unknown {
  const { idsName, calls } = tableCalls<Record<string, unknown>, Record<string, unknown>>(contracts, idKey);
  return {
    ...calls,
    list: (params: Filters = {}) => request<Envelope & { data: unknown[] }>(contracts.list, { params }).then((answer) => answer.data ?? []),
    remove: (id: number) => request(contracts.remove, { path: { [idsName]: id } }),
  };
}

export type RowCalls<Row, Input> = ReturnType<typeof tableCalls<Row, Input>>['calls'] & {
  exportPath: string | undefined;
  list: (params: Filters) => Promise<Envelope & ListAnswer<Row>>;
  remove: (ids: number[]) => Promise<Envelope>;
};
export type TreeCalls<Row, Input> = ReturnType<typeof tableCalls<Row, Input>>['calls'] & {
  list: (params?: Filters) => Promise<Row[]>;
  remove: (id: number) => Promise<Envelope>;
};
