import net from 'node:net';
import tls from 'node:tls';

/** A TCP (or, for an https base URL, TLS) connection to the portal. */
export function connect(baseURL: string): net.Socket {
  const { protocol, hostname, port } = new URL(baseURL);
  const secure = protocol === 'https:';
  const options = { host: hostname, port: Number(port) || (secure ? 443 : 80) };
  if (!secure) return net.connect(options);
  return tls.connect({
    ...options,
    rejectUnauthorized: false,
    ALPNProtocols: ['http/1.1'],
    ...(net.isIP(hostname) ? {} : { servername: hostname }),
  });
}

export interface RawResponse {
  status: number;
  /** Header names in lower case, each with every value it came with. */
  headers: Record<string, string[]>;
  body: string;
}

function parseResponse(raw: Buffer): RawResponse {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, split < 0 ? raw.length : split).toString('latin1');
  let body = split < 0 ? Buffer.alloc(0) : raw.subarray(split + 4);
  const [statusLine, ...lines] = head.split('\r\n');
  const headers: Record<string, string[]> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    (headers[name] ??= []).push(line.slice(colon + 1).trim());
  }
  if (headers['transfer-encoding']?.some((value) => /chunked/i.test(value))) {
    const chunks: Buffer[] = [];
    let offset = 0;
    for (;;) {
      const lineEnd = body.indexOf('\r\n', offset);
      const size = lineEnd < 0 ? 0 : parseInt(body.subarray(offset, lineEnd).toString('latin1'), 16);
      if (!size) break;
      chunks.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      offset = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(chunks);
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') };
}

export interface RawRequest {
  method?: string;
  /** Sent exactly as given, after the method. */
  target: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** Opens a connection, lets `send` write to it, and answers the whole response once the server closes the connection. */
export function exchange(baseURL: string, send: (socket: net.Socket) => void, timeoutMs = 20_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(baseURL);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No complete answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A server may answer and close before reading all that is sent; the answer still counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parseResponse(Buffer.concat(chunks)));
    });
    send(socket);
  });
}

/** One request written byte for byte (`Connection: close`), and the whole answer. */
export function rawRequest(
  baseURL: string,
  { method = 'GET', target, headers = {}, body }: RawRequest,
  timeoutMs = 20_000,
): Promise<RawResponse> {
  const payload = body === undefined ? Buffer.alloc(0) : Buffer.from(body);
  // A Host among `headers` takes the place of the real one.
  const ownHost = Object.keys(headers).some((name) => name.toLowerCase() === 'host');
  const lines = [`${method} ${target} HTTP/1.1`, ...(ownHost ? [] : [`Host: ${new URL(baseURL).host}`]), 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body !== undefined) lines.push(`Content-Length: ${payload.length}`);
  return exchange(
    baseURL,
    (socket) => socket.write(Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), payload])),
    timeoutMs,
  );
}
