import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { chooseEncoding, type Encoding } from './content-encoding';

/** How Next marks its hashed build assets: a name never changes its content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

interface Copy {
  file: string;
  size: number;
}

interface Asset {
  type: string;
  copies: Partial<Record<Encoding, Copy>>;
}

const SUFFIXES: Record<string, Encoding> = { '.br': 'br', '.gz': 'gzip' };

/**
 * The build assets' precompressed copies (scripts/precompress.mjs), answered straight from disk to
 * readers who accept them; anything else (no copy, a reader taking neither encoding) is left to
 * Next. The copies are listed once at start: a request can only name one of them, never a path.
 */
export class StaticAssets {
  private constructor(private readonly assets: Map<string, Asset>) {}

  /** The copies under `dir` (the build's `.next/static`), answered at `urlPrefix` + their path. */
  static load(dir: string, urlPrefix = '/_next/static/'): StaticAssets {
    const assets = new Map<string, Asset>();
    const walk = (relative: string) => {
      let entries: fs.Dirent[];
      try {
        entries = fs.readdirSync(path.join(dir, relative), { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        const name = path.posix.join(relative, entry.name);
        if (entry.isDirectory()) walk(name);
        const encoding = SUFFIXES[path.extname(entry.name)];
        if (!entry.isFile() || !encoding) continue;
        const original = name.slice(0, -path.extname(name).length);
        const type = TYPES[path.extname(original)];
        if (!type) continue;
        const url = `${urlPrefix}${original}`;
        const asset = assets.get(url) ?? { type, copies: {} };
        const file = path.join(dir, name);
        asset.copies[encoding] = { file, size: fs.statSync(file).size };
        assets.set(url, asset);
      }
    };
    walk('');
    return new StaticAssets(assets);
  }

  get size(): number {
    return this.assets.size;
  }

  /** Answers a GET or HEAD of a precompressed asset in the encoding the reader takes; returns whether it did. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const asset = this.assets.get(query === -1 ? url : url.slice(0, query));
    if (!asset) return false;
    const encoding = chooseEncoding(req.headers['accept-encoding'], Object.keys(asset.copies) as Encoding[]);
    const copy = encoding ? asset.copies[encoding] : undefined;
    if (!encoding || !copy) return false;
    res.writeHead(200, {
      'content-type': asset.type,
      'content-encoding': encoding,
      'content-length': String(copy.size),
      'cache-control': IMMUTABLE,
      vary: 'Accept-Encoding',
    });
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    const stream = fs.createReadStream(copy.file);
    // A copy gone since start (a build under a running server) ends the answer short; the reader retries.
    stream.on('error', () => res.destroy());
    stream.pipe(res);
    return true;
  }
}
