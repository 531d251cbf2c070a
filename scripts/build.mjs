// `npm run build`: builds the portal when there is no build or its sources changed since the last
// one (scripts/build-stamp.mjs); exits 1 when the build failed. `rm -rf .next` forces a build.
import path from 'node:path';
import { buildIfNeeded } from './build-stamp.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.exit((await buildIfNeeded(root)) ? 0 : 1);
