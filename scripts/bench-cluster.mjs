// Run by `npm run bench` inside scripts/cluster.mjs: the public pages through nginx (TLS, two
// instances) beside one instance reached directly, then a 60 s soak at 50 connections over all
// the public pages at once, which must see no 5xx answer and no error.
import os from 'node:os';
import { measure, measurePages, printTable, publicTargets } from './bench-support.mjs';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const SOAK_SECONDS = 60;
const SOAK_CONNECTIONS = 50;
const nginx = process.env.CLUSTER_BASE_URL;
const direct = process.env.CLUSTER_INSTANCE_URLS.split(',')[0];

const targets = await publicTargets(direct);
for (const base of [nginx, direct]) for (const [, target] of targets) await fetch(`${base}${target}`).catch(() => undefined);

async function run(base, label) {
  const results = await measurePages(base, targets, { connections, duration });
  printTable(`${label}: ${connections} connections, ${duration} s each, ${os.cpus().length} cores`, results);
  return results;
}

const throughNginx = await run(nginx, 'through nginx (TLS, HTTP/1.1 to nginx, two instances)');
const oneInstance = await run(direct, 'one instance directly (plain HTTP)');
console.log('\nnginx with two instances against one instance alone, per page:');
throughNginx.forEach((r, i) => console.log(`  ${r.name.padEnd(28)} ${((100 * r.rps) / oneInstance[i].rps).toFixed(0)}%`));

const soak = await measure({
  url: nginx,
  connections: SOAK_CONNECTIONS,
  duration: SOAK_SECONDS,
  requests: targets.slice(1).map(([, path]) => ({ method: 'GET', path })),
});
console.log(`\nsoak through nginx: ${SOAK_SECONDS} s, ${SOAK_CONNECTIONS} connections, public pages in turn`);
console.log(
  `  ${soak.requests.total} requests, ${soak.requests.average.toFixed(0)} req/s, p50 ${soak.latency.p50} ms, p99 ${soak.latency.p99} ms, 5xx ${soak['5xx']}, other non-2xx ${soak.non2xx - soak['5xx']}, errors ${soak.errors}, timeouts ${soak.timeouts}`,
);
if (soak['5xx'] > 0 || soak.errors > 0) {
  console.error('soak: FAILED (5xx answers or errors)');
  process.exit(1);
}
console.log('soak: zero 5xx, zero errors');
