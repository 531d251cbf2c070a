// `npm start`, the one-command demo, in one process: checks the settings (scripts/start.ts),
// builds the portal when there is no build or the sources changed since the last one
// (scripts/build-stamp.mjs), then runs the compiled server (server.ts) right here, with
// NODE_ENV=production, as the demo: its start ends with one line naming the addresses and the
// data folder, and requests are logged only with LOG_LEVEL=debug.
import path from 'node:path';
import { buildIfNeeded } from './build-stamp.mjs';
import { compiledServer, compileStartCheck } from './compile-server.mjs';

process.env.NODE_ENV = 'production';
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
await import(await compileStartCheck(root));
if (!(await buildIfNeeded(root, { spawnOptions: { env: { ...process.env, PORTAL_BUILD_CACHE: 'off' } } }))) {
  console.error('The build failed: the portal was not started.');
  process.exit(1);
}
const { startServer } = await import(compiledServer(root));
startServer({ demo: true });
