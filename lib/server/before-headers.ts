import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';

type HeaderLines = OutgoingHttpHeaders | OutgoingHttpHeader[] | [string, OutgoingHttpHeader][];

/**
 * Moves headers given to writeHead into the response's own list, with writeHead's semantics
 * (they replace same-named earlier ones; an array may repeat a name), so that a hook sees every
 * header the answer will carry, whichever way the code before it chose to set them.
 */
function adopt(res: ServerResponse, lines: HeaderLines): void {
  if (!Array.isArray(lines)) {
    for (const [name, value] of Object.entries(lines)) if (value !== undefined) res.setHeader(name, value);
    return;
  }
  const pairs: [string, OutgoingHttpHeader][] = [];
  if (lines.every(Array.isArray)) for (const [name, value] of lines as [string, OutgoingHttpHeader][]) pairs.push([String(name), value]);
  else for (let i = 0; i + 1 < lines.length; i += 2) pairs.push([String(lines[i]), lines[i + 1] as OutgoingHttpHeader]);
  for (const [name] of pairs) res.removeHeader(name);
  for (const [name, value] of pairs) res.appendHeader(name, value as string | readonly string[]);
}

/**
 * Runs `hook` just before the status line and headers go out: on an explicit writeHead, and on
 * the implicit one of a first write or end (Node's _implicitHeader calls this.writeHead). Hooks
 * added later run first.
 */
export function beforeHeadersSent(res: ServerResponse, hook: (res: ServerResponse) => void): void {
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (res.headersSent) return writeHead(status, ...rest);
    const message = typeof rest[0] === 'string' ? rest[0] : undefined;
    const lines = rest.find((arg) => arg !== null && typeof arg === 'object') as HeaderLines | undefined;
    if (lines) adopt(res, lines);
    hook(res);
    return message === undefined ? writeHead(status) : writeHead(status, message);
  }) as ServerResponse['writeHead'];
}
