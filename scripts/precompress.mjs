// After `next build`: a brotli (.br) and a gzip (.gz) copy beside every compressible build asset
// in .next/static, at the strongest settings, since they are made once and served for a year.
// The server (lib/server/static-assets.ts) and nginx (gzip_static, brotli_static) send them to
// readers who accept them. A copy that would not be smaller is not written.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** The build assets worth compressing; fonts and images other than SVG are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|map|html|xml)$/;
/** Below this size a compressed answer saves less than its headers cost. */
export const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* filesUnder(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

async function compressOne(file) {
  const body = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  let written = 0;
  for (const [suffix, copy] of [
    ['.br', br],
    ['.gz', gz],
  ]) {
    if (copy.length >= body.length) continue;
    // Written whole under a temporary name first: a server reading the folder never sees half a copy.
    await fs.writeFile(`${file}${suffix}.tmp`, copy);
    await fs.rename(`${file}${suffix}.tmp`, `${file}${suffix}`);
    written += 1;
  }
  return { plain: body.length, br: Math.min(br.length, body.length), gz: Math.min(gz.length, body.length), written };
}

/** Compresses every asset under `dir` (four at a time, zlib's thread pool size); answers the totals. */
export async function precompress(dir) {
  const files = [];
  for await (const file of filesUnder(dir)) {
    if (COMPRESSIBLE.test(file)) files.push(file);
  }
  const sized = await Promise.all(files.map(async (file) => ({ file, size: (await fs.stat(file)).size })));
  const queue = sized.filter((entry) => entry.size >= MIN_BYTES).map((entry) => entry.file);
  const totals = { files: 0, plain: 0, br: 0, gz: 0 };
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const one = await compressOne(file);
      totals.files += 1;
      totals.plain += one.plain;
      totals.br += one.br;
      totals.gz += one.gz;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return totals;
}
