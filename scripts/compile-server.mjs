// TypeScript entry points compiled ahead of running them, so that no TypeScript is compiled
// while the portal serves: the server (server.ts) at build time, into .next/portal/server.js,
// and npm start's settings check (scripts/start.ts) as npm start begins, in a fraction of a
// second. Our own modules are bundled in; packages stay in node_modules.
import path from 'node:path';
import { build, stop } from 'esbuild';

/**
 * The server reads the feature modules' contracts (the access log labels requests by them), never
 * their server sides, which load in Next's own bundles when the backend starts: a module file's
 * `import()` of its server side stays out of this bundle.
 */
const leaveOutServerSides = {
  name: 'leave-out-server-sides',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' && /[\\/]features[\\/].*[\\/]module\.ts$/.test(args.importer)
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

const OPTIONS = {
  bundle: true,
  packages: 'external',
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  logLevel: 'warning',
  plugins: [leaveOutServerSides],
};

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
