/** A JSON error envelope `{code, msg}` answered by the portal itself: its headers and body. */
export function envelopeParts(
  status: number,
  msg: string,
  headers: Record<string, string> = {},
): { headers: Record<string, string>; body: string } {
  return {
    headers: { 'content-type': 'application/json;charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify({ code: status, msg }),
  };
}

/** The envelope as a fetch answer, with that HTTP status. */
export function envelopeResponse(status: number, msg: string): Response {
  const { headers, body } = envelopeParts(status, msg);
  return new Response(body, { status, headers });
}
