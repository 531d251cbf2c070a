/** Connection-level headers that a proxy must not forward (RFC 9110 section 7.6.1), plus Host. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

/** A copy of headers without hop-by-hop ones, those named by Connection, and `extra` names. */
export function forwardableHeaders(source: Headers, extra: string[] = []): Headers {
  const named = (source.get('connection') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const drop = new Set([...HOP_BY_HOP, ...named, ...extra]);
  const result = new Headers();
  source.forEach((value, name) => {
    if (!drop.has(name)) result.append(name, value);
  });
  return result;
}
