import http from 'node:http';
import next from 'next';
import { getConfig } from './lib/config';
import { processPageCache } from './lib/page-cache';

/**
 * The production server (`npm start`): Next behind a whole-page cache for the public pages, so
 * a cached page is answered from memory without going through Next's request pipeline. It also
 * stops gracefully: on SIGTERM or SIGINT it finishes the requests in flight before exiting.
 */
/**
 * Next answers with a 500 a path it cannot decode (`/a%zz`), and also one whose decoded form
 * holds a stray `%` (`/a%25`), since it decodes route parameters a second time. No page of the
 * portal has a `%` in its path, so both are the client's error.
 */
function isDecodablePath(url: string): boolean {
  try {
    decodeURIComponent(decodeURIComponent(url.split('?')[0]));
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const { port } = getConfig();
  const app = next({ dev: false, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const pages = processPageCache();

  const server = http.createServer((req, res) => {
    if (!isDecodablePath(req.url ?? '/')) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Bad Request');
      return;
    }
    if (pages.serve(req, res)) return;
    pages.record(req, res);
    handle(req, res).catch((error: unknown) => {
      console.error(`[server] ${req.method} ${req.url} failed: ${error instanceof Error ? error.stack : error}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end();
    });
  });
  server.listen(port, () => console.log(`Portal listening on http://localhost:${port}`));

  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
