// Whether the built portal in .next was built from the sources as they are now. After each
// successful `next build` a digest of every input of the build is written beside it; `npm start`
// and `npm test` build again only when there is no build, or the digest no longer matches.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { compileServer } from './compile-server.mjs';
import { precompress } from './precompress.mjs';

/** What the build reads: the app's folders, the files that configure it, and the server's entry points. */
const INPUTS = [
  'app',
  'components',
  'features',
  'lib',
  'root',
  'i18n',
  'messages',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'server.ts',
  'next.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  '.env',
  '.env.production',
  '.env.local',
  '.env.production.local',
];
/** Tests beside the modules are not part of the build. */
const NOT_BUILT = /\.test\.tsx?$/;
const STAMP = path.join('.next', 'portal-sources.sha256');

function* filesUnder(root, relative) {
  const full = path.join(root, relative);
  let stat;
  try {
    stat = fs.statSync(full);
  } catch (error) {
    if (error.code === 'ENOENT') return;
    throw error;
  }
  if (stat.isFile()) {
    if (!NOT_BUILT.test(relative)) yield relative;
    return;
  }
  for (const entry of fs.readdirSync(full).sort()) yield* filesUnder(root, path.join(relative, entry));
}

/** A digest of the build's inputs: file names and contents, and the NEXT_PUBLIC_ settings the build inlines. */
export function sourceDigest(root, env = process.env) {
  const hash = crypto.createHash('sha256');
  for (const input of INPUTS) {
    for (const file of filesUnder(root, input)) {
      hash.update(`${file}\0`);
      hash.update(fs.readFileSync(path.join(root, file)));
      hash.update('\0');
    }
  }
  for (const name of Object.keys(env)
    .filter((key) => key.startsWith('NEXT_PUBLIC_'))
    .sort())
    hash.update(`${name}=${env[name]}\0`);
  return hash.digest('hex');
}

/** Why the portal must be built before it runs, or null when the build in .next is current. */
export function buildNeeded(root) {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) return 'there is no build yet';
  let stamp;
  try {
    stamp = fs.readFileSync(path.join(root, STAMP), 'utf8').trim();
  } catch {
    return 'the build has no record of its sources';
  }
  return stamp === sourceDigest(root) ? null : 'the sources changed since the last build';
}

/**
 * Runs `next build` when `buildNeeded` says so, then precompresses its assets (precompress.mjs);
 * resolves to true when the portal is built. The
 * digest is taken before the build, so a file changed during the build makes the next start
 * build again.
 */
export async function buildIfNeeded(root, { log = console.log, spawnOptions = {} } = {}) {
  const reason = buildNeeded(root);
  if (reason === null) {
    log('The portal is built from the current sources: no build needed.');
    return true;
  }
  log(`Building the portal (${reason}) ...`);
  const digest = sourceDigest(root);
  fs.rmSync(path.join(root, STAMP), { force: true });
  const code = await new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', 'next'), ['build'], { cwd: root, stdio: 'inherit', ...spawnOptions });
    child.on('error', () => resolve(1));
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  if (code !== 0) return false;
  // esbuild has printed what it could not compile.
  if (
    !(await compileServer(root).then(
      () => true,
      () => false,
    ))
  )
    return false;
  const assets = await precompress(path.join(root, '.next', 'static'));
  const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
  log(`Compressed ${assets.files} build assets: ${kb(assets.plain)} to ${kb(assets.br)} brotli, ${kb(assets.gz)} gzip.`);
  fs.writeFileSync(path.join(root, STAMP), `${digest}\n`);
  return true;
}
