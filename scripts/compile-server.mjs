// TypeScript entry points compiled ahead of running them, so that no TypeScript is compiled
// while the portal serves: the server (server.ts) at build time, into .next/portal/server.js,
// and npm start's settings check (scripts/start.ts) as npm start begins, in a fraction of a
// second. Our own modules are bundled in; packages stay in node_modules.
import path from 'node:path';
import { build, stop } from 'esbuild';

const OPTIONS = { bundle: true, packages: 'external', platform: 'node', target: 'node20', format: 'cjs', logLevel: 'warning' };

/** Where the compiled server is. */
export const compiledServer = (root) => path.join(root, '.next', 'portal', 'server.js');

async function compile(root, entry, outfile) {
  try {
    await build({ ...OPTIONS, absWorkingDir: root, entryPoints: [entry], outfile, tsconfig: path.join(root, 'tsconfig.json') });
  } finally {
    // esbuild's helper process is not needed once the file is written.
    await stop();
  }
  return outfile;
}

/** Compiles server.ts for the build; esbuild prints what it could not compile. */
export const compileServer = (root) => compile(root, 'server.ts', compiledServer(root));

/** Compiles npm start's settings check, outside the build folder a build replaces. */
export const compileStartCheck = (root) =>
  compile(root, 'scripts/start.ts', path.join(root, 'node_modules', '.cache', 'portal', 'start.js'));
