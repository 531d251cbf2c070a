import type { QueryValue } from './query-string';

/** A list call's query: the filters, the page (`pageNum`, `pageSize`) and `params[...]` ranges (contract 1.4-1.7). */
export type Filters = Record<string, QueryValue>;

/** A paged list's answer beside the envelope (contract 1.5): one page of rows and the total of all. */
export interface ListAnswer<Row> {
  rows: Row[];
  total: number;
}
