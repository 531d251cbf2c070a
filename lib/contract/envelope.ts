/**
 * Every JSON answer of the API, on the server and in the browser: AjaxResult
 * `{code, msg, data?, ...extra}` and TableDataInfo `{total, rows, code, msg}` (contract 1.3-1.5).
 * Status codes live in the body; HTTP is 200 for every JSON answer. `Data` types `data`, and
 * `rows` of a table answer (then an array).
 */
export interface Envelope<Data = unknown> {
  code: number;
  msg: string;
  data?: Data;
  rows?: Data;
  total?: number;
  [key: string]: unknown;
}
