import http from 'node:http';
import next from 'next';
import { getConfig } from './lib/config';
import { processPageCache } from './lib/page-cache';

/**
 * The production server (`npm start`): Next behind a whole-page cache for the public pages, so
 * a cached page is answered from memory without going through Next's request pipeline. It also
 * stops gracefully: on SIGTERM or SIGINT it finishes the requests in flight before exiting.
 */
async function main(): Promise<void> {
  const { port } = getConfig();
  const app = next({ dev: false, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const pages = processPageCache();

  const server = http.createServer((req, res) => {
    if (pages.serve(req, res)) return;
    pages.record(req, res);
    void handle(req, res);
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
