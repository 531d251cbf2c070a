import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { getConfig } from '../config';
import { routePublicPage } from '../seo/public-routes';
import { readRequestPath } from './canonical-path';
import { chooseEncoding, type Encoding } from './content-encoding';

/**
 * A whole-response cache in front of Next for the public pages every reader gets alike. Next
 * marks those with `Cache-Control: s-maxage=...` (its own cached pages); anything with a cookie,
 * another status, or a per-reader answer is never stored. Served from memory, a cached page costs
 * about as much as a static file. Entries live `ttlMs` at most; a change to public content must
 * also clear them (`processPageCache().clear()`, beside `revalidateTag` for Next's own cache).
 */
export interface PageCacheOptions {
  maxEntries: number;
  maxBytes: number;
  ttlMs: number;
  /**
   * The site's own host (SITE_URL's). When given, an answer to a request for any other Host is
   * neither kept nor served, so nothing a made-up Host puts into a page reaches other readers.
   */
  siteHost?: string | null;
  now?: () => number;
}

interface Entry {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The page compressed, each made once when it is stored; none for a type not worth compressing. */
  encoded: Partial<Record<Encoding, Buffer>>;
  storedAt: number;
}

// Headers of the stored answer that describe one transfer, not the page (the compression on the
// way out encodes each transfer; the cache keeps the page plain and its own compressed copies).
const TRANSFER_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'content-encoding']);

/** Brotli at 6: nearly the size of its strongest setting, at the cost of gzip's time. */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } };

const sizeOf = (entry: Entry) => entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);

/** The answer's Vary with Accept-Encoding added once. */
function varyWithEncoding(vary: string): string {
  const names = vary
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.some((name) => name.toLowerCase() === 'accept-encoding') ? names.join(', ') : [...names, 'Accept-Encoding'].join(', ');
}

/**
 * Full-page GETs only: Next's client navigations (RSC) and prefetches answer other formats. The
 * key is the page a request shows, not its spelling: a path spelled otherwise than canonically
 * (canonical-path.ts; the server redirects those) is never kept, and a query-string page is kept
 * by the route it is served by (its parameters read and bounded as the proxy reads them), any
 * other page by its path alone. Spellings, parameters a page does not read and numbers past what
 * it accepts therefore cannot add entries; pages past the last one answer 404, which is never kept.
 */
function keyOf(req: IncomingMessage, siteHost: string | null): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (req.headers.rsc || req.headers['next-router-prefetch'] || req.headers['next-router-state-tree'] || req.headers['next-action'])
    return null;
  if (siteHost && req.headers.host?.toLowerCase() !== siteHost) return null;
  const raw = req.url ?? '/';
  const { path, redirectTo } = readRequestPath('GET', raw);
  if (path === null || redirectTo !== null || path.startsWith('/prod-api') || path.startsWith('/_next')) return null;
  const page = routePublicPage(path, new URL(raw, 'http://page-cache.invalid').searchParams, false);
  if (page?.kind === 'redirect') return null;
  return page?.path ?? path;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly now: () => number;

  private readonly siteHost: string | null;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? (() => Date.now());
    this.siteHost = options.siteHost?.toLowerCase() ?? null;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Drops every page: called when content changes. */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** Answers from the cache when it can; returns whether it did. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    const key = keyOf(req, this.siteHost);
    const entry = key ? this.entries.get(key) : undefined;
    if (!entry || !key) return false;
    if (this.now() - entry.storedAt > this.options.ttlMs) {
      this.remove(key);
      return false;
    }
    // Most recently used entries stay longest.
    this.entries.delete(key);
    this.entries.set(key, entry);
    const encoding = chooseEncoding(req.headers['accept-encoding'], Object.keys(entry.encoded) as Encoding[]);
    const body = encoding ? entry.encoded[encoding]! : entry.body;
    res.writeHead(entry.status, [
      ...entry.headers,
      ['content-length', String(body.length)],
      ...(encoding ? [['content-encoding', encoding] as [string, string]] : []),
    ]);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  /** Watches an answer on its way out and keeps it when it is a shared public page. */
  record(req: IncomingMessage, res: ServerResponse): void {
    const key = keyOf(req, this.siteHost);
    if (!key || req.method !== 'GET') return;
    const chunks: Buffer[] = [];
    let notStorable = false;
    // Headers given to writeHead bypass setHeader; they are put there so the check below sees them.
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      // Only the object form is moved; an answer given as an array of lines is not cached, since
      // its cookies and cache headers would go unseen.
      if (rest.some(Array.isArray)) notStorable = true;
      const headers = rest.find((arg) => arg !== null && typeof arg === 'object' && !Array.isArray(arg)) as
        Record<string, string> | undefined;
      if (headers && !res.headersSent) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      // Nor is an answer its handler encoded itself: the bytes seen here would not be the page.
      if (res.hasHeader('content-encoding')) notStorable = true;
      return writeHead(status, ...rest.filter((arg) => arg !== headers));
    }) as ServerResponse['writeHead'];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
      );
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as ServerResponse['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      const result = end(chunk, ...rest);
      if (!notStorable) this.store(key, res, Buffer.concat(chunks));
      return result;
    }) as ServerResponse['end'];
  }

  private store(key: string, res: ServerResponse, body: Buffer): void {
    const cacheControl = String(res.getHeader('cache-control') ?? '');
    const shared = res.statusCode === 200 && /\bs-maxage=\d+/.test(cacheControl) && !/private|no-store/.test(cacheControl);
    if (!shared || res.hasHeader('set-cookie') || body.length === 0) return;
    if (body.length > this.options.maxBytes / 10) return;
    const headers: [string, string][] = [['vary', varyWithEncoding(String(res.getHeader('vary') ?? ''))]];
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value === undefined || name === 'vary' || TRANSFER_HEADERS.has(name)) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.push([name, String(one)]);
    }
    const type = String(res.getHeader('content-type') ?? '');
    const encoded = /text|json|xml|javascript/.test(type)
      ? { br: zlib.brotliCompressSync(body, BROTLI_OPTIONS), gzip: zlib.gzipSync(body, { level: 6 }) }
      : {};
    this.remove(key);
    const entry = { status: res.statusCode, headers, body, encoded, storedAt: this.now() };
    this.entries.set(key, entry);
    this.bytes += sizeOf(entry);
    while (this.entries.size > this.options.maxEntries || this.bytes > this.options.maxBytes) {
      this.remove(this.entries.keys().next().value!);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= sizeOf(entry);
    this.entries.delete(key);
  }
}

/** The process's page cache, shared between the server in front and Next's code that changes content. */
export function processPageCache(): PageCache {
  const holder = globalThis as typeof globalThis & { __portalPageCache?: PageCache };
  const { siteUrl } = getConfig();
  holder.__portalPageCache ??= new PageCache({
    maxEntries: 5000,
    maxBytes: 64 * 1024 * 1024,
    ttlMs: 60_000,
    siteHost: siteUrl ? new URL(siteUrl).host : null,
  });
  return holder.__portalPageCache;
}
