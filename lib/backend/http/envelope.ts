import type { Envelope } from '@/lib/contract/envelope';

/** The envelopes the backend answers with; the type is the one client and server share. */
export type { Envelope };

export const SUCCESS_MSG = '操作成功';
export const QUERY_SUCCESS_MSG = '查询成功';
export const FAILURE_MSG = '操作失败';

export function ok(extra: Record<string, unknown> = {}, msg = SUCCESS_MSG): Envelope {
  return { msg, code: 200, ...extra };
}

export function okData(data: unknown): Envelope {
  return data === undefined ? ok() : ok({ data });
}

export function table(rows: unknown[], total: number): Envelope {
  return { total, rows, code: 200, msg: QUERY_SUCCESS_MSG };
}

export function fail(msg: string, code = 500): Envelope {
  return { msg, code };
}

export function jsonResponse(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json;charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}
