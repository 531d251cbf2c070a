import { getConfig } from '@/lib/config';
import { embeddedBackend, provideEmbeddedBackend } from '@/lib/backend/embedded';
import { createBackendServer } from '@/lib/backend/http-server';
import { keepStoragePrivate } from '@/lib/backend/storage/private-storage';
import { startBackend } from './backend';

/** `npm run backend`: the embedded API on BACKEND_PORT, for an upstream-mode portal or a RuoYi admin client. */
async function main(): Promise<void> {
  const config = getConfig();
  keepStoragePrivate(config);
  provideEmbeddedBackend(startBackend);
  const backend = await embeddedBackend();
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
