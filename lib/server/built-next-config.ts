import fs from 'node:fs';
import path from 'node:path';

/**
 * Hands Next the settings its build resolved (`.next/required-server-files.json`), as Next's own
 * standalone server does, so the running server never loads next.config.ts: loading it starts
 * the TypeScript compiler (SWC) and the build's plugins, about 40 MB of resident memory that
 * serving pages never uses.
 */
export function adoptBuiltNextConfig(dir: string): void {
  const { config } = JSON.parse(fs.readFileSync(path.join(dir, '.next', 'required-server-files.json'), 'utf8')) as { config: object };
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
}
