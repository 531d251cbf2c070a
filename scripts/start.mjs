// `npm start`, the one-command demo, in one process: checks the settings (scripts/start.ts),
// builds the portal when there is no build or the sources changed since the last one
// (scripts/build-stamp.mjs), then runs the compiled server (server.ts) right here, with
// NODE_ENV=production.
import path from 'node:path';
import { buildIfNeeded } from './build-stamp.mjs';
import { compiledServer, compileStartCheck } from './compile-server.mjs';

process.env.NODE_ENV = 'production';
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
await import(await compileStartCheck(root));
if (!(await buildIfNeeded(root))) {
  console.error('The build failed: the portal was not started.');
  process.exit(1);
}
await import(compiledServer(root));
