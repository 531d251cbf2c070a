// What both benchmark runs share: the public pages measured, one autocannon run, and the table.
import http from 'node:http';
import autocannon from 'autocannon';

/** The public pages readers get, with an article id found through the API. */
export async function publicTargets(base, fetchOptions = {}) {
  const list = await (await fetch(`${base}/prod-api/api/bll/article/list?typeId=41&pageSize=1`, fetchOptions)).json();
  return [
    ['static file (ceiling)', '/logo.svg'],
    ['home /', '/'],
    ['category list /areaxList', '/areaxList?parentId=40&tabIndex=41'],
    ['article /article', `/article?articleId=${list.rows[0].id}`],
  ];
}

/** One autocannon run; `requests` cycles through several paths on each connection. */
export function measure(options) {
  return new Promise((resolve, reject) => {
    autocannon({ ...options, tlsOptions: { rejectUnauthorized: false } }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Each page in turn at `base`; any answer other than 2xx, or any error, fails the run. */
export async function measurePages(base, targets, { connections, duration }) {
  const results = [];
  for (const [name, target] of targets) {
    const result = await measure({ url: `${base}${target}`, connections, duration });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${base}${target}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    results.push({ name, target, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
  }
  return results;
}

/** Prints the results as a table, each page's throughput against the first row's. */
export function printTable(title, results) {
  const ceiling = results[0].rps;
  console.log(`\n${title}\n`);
  console.log('page'.padEnd(28), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'of first'.padStart(9));
  for (const r of results) {
    console.log(
      r.name.padEnd(28),
      r.rps.toFixed(0).padStart(9),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      `${((100 * r.rps) / ceiling).toFixed(0)}%`.padStart(9),
    );
  }
}

/** Prints each target: the figure measured, the threshold it is held to, and whether it holds. */
export function printTargets(title, rows) {
  console.log(`\n${title}\n`);
  console.log('target'.padEnd(58), 'figure'.padStart(14), 'threshold'.padStart(14), ' holds');
  // A row whose `holds` is null is a figure shown for its own sake.
  for (const row of rows)
    console.log(
      row.name.padEnd(58),
      row.figure.padStart(14),
      row.threshold.padStart(14),
      row.holds === null ? '' : row.holds ? ' yes' : ' NO',
    );
}

/** The raw bytes of a GET taking `acceptEncoding`, and its headers (fetch would decode them). */
export function rawGet(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const parts = [];
        res.on('data', (part) => parts.push(part));
        res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(parts).length }));
      })
      .on('error', reject);
  });
}

/** The build scripts a page makes a modern browser load: those its HTML names, the `noModule` polyfill excepted, each once. */
export async function pageScriptSources(base, path) {
  const html = await (await fetch(`${base}${path}`)).text();
  return [
    ...new Set(
      [...html.matchAll(/<script\b([^>]*)>/g)]
        .filter(([, attributes]) => !/\bnoModule\b/i.test(attributes))
        .map(([, attributes]) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
        .filter((src) => src?.startsWith('/_next/static/')),
    ),
  ];
}

/** How many bytes of gzipped JavaScript a page loads, in how many scripts. */
export async function pageScriptBytes(base, path) {
  const scripts = await pageScriptSources(base, path);
  let bytes = 0;
  for (const src of scripts) bytes += (await rawGet(`${base}${src}`, 'gzip')).bytes;
  return { scripts: scripts.length, bytes };
}
