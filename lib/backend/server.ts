import { getConfig } from '../config';
import { getBackend } from '.';
import { createBackendServer } from './http-server';
import { keepStoragePrivate } from './storage/private-storage';

/** `npm run backend`: the embedded API on BACKEND_PORT, for an upstream-mode portal or a RuoYi admin client. */
async function main(): Promise<void> {
  const config = getConfig();
  keepStoragePrivate(config);
  const backend = await getBackend();
  const server = createBackendServer(backend, { trustProxy: config.trustProxy });
  server.listen(config.backendPort, () => console.log(`Backend API listening on http://localhost:${config.backendPort}`));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
