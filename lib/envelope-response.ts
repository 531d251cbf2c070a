/** A JSON error envelope `{code, msg}` answered by the portal itself, with that HTTP status. */
export function envelopeResponse(status: number, msg: string): Response {
  return new Response(JSON.stringify({ code: status, msg }), {
    status,
    headers: { 'content-type': 'application/json;charset=utf-8', 'cache-control': 'no-store' },
  });
}
