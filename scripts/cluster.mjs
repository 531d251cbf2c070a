// `node scripts/cluster.mjs [-- command ...]`: the production shape on one machine. Two portal
// instances (the built portal, built first when the sources changed) on one PostgreSQL database
// and one Redis, behind nginx running docs/deploy/nginx.conf itself (ports, names and paths changed), over
// HTTPS with a throw-away certificate. With a command, runs it with the cluster's addresses in
// its environment and stops everything after; without one, runs until interrupted.
//
// Needs TEST_DATABASE_URL (a PostgreSQL account that may create databases), TEST_REDIS_URL and
// nginx. The database `portal_cluster` and Redis database 9 are wiped at start.
//
// The database is reached through a forwarder of this script, so a test can take it away
// (POST <CLUSTER_CONTROL_URL>/database/down, then /database/up) without stopping PostgreSQL.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { startDatabaseForwarder, startForwarderControl } from './database-forwarder.mjs';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import pg from 'pg';
import { buildIfNeeded } from './build-stamp.mjs';
import { compiledServer } from './compile-server.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const credentials = JSON.parse(fs.readFileSync(path.join(root, 'e2e/credentials.json'), 'utf8'));
const HTTPS_PORT = 8443;
const HTTP_PORT = 8081;
const INSTANCE_PORTS = [3401, 3402];
const CONTROL_PORT = 3409;
const METRICS_PORT = 3408;
const DATABASE_NAME = 'portal_cluster';
const REDIS_DATABASE = 9;
const PUBLIC_URL = `https://localhost:${HTTPS_PORT}`;

const children = [];

function fail(message) {
  console.error(`cluster: ${message}`);
  for (const { child } of children) child.kill('SIGKILL');
  process.exit(1);
}

const databaseAdminUrl = process.env.TEST_DATABASE_URL;
const redisBaseUrl = process.env.TEST_REDIS_URL;
if (!databaseAdminUrl || !redisBaseUrl) fail('TEST_DATABASE_URL and TEST_REDIS_URL must be set');
const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate));
if (!nginx) fail('nginx is not installed (Debian: apt-get install nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static)');
const BROTLI_MODULES = ['filter', 'static'].map((kind) => `/usr/lib/nginx/modules/ngx_http_brotli_${kind}_module.so`);
for (const file of BROTLI_MODULES)
  if (!fs.existsSync(file))
    fail(`nginx lacks ${file} (Debian: apt-get install libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static)`);
if (!(await buildIfNeeded(root))) fail('the portal could not be built');

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
// nginx's workers run as an unprivileged user and write their caches and temporary files here.
fs.chmodSync(workDir, 0o755);

async function onDatabaseServer(...statements) {
  const client = new pg.Client({ connectionString: databaseAdminUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

const freshDatabase = () => onDatabaseServer(`DROP DATABASE IF EXISTS ${DATABASE_NAME} WITH (FORCE)`, `CREATE DATABASE ${DATABASE_NAME}`);
const dropDatabase = () =>
  onDatabaseServer(`DROP DATABASE IF EXISTS ${DATABASE_NAME} WITH (FORCE)`).catch((error) =>
    console.error(`cluster: could not drop ${DATABASE_NAME}: ${error.message}`),
  );

async function freshRedis() {
  const url = new URL(redisBaseUrl);
  url.pathname = `/${REDIS_DATABASE}`;
  const redis = new Redis(url.toString());
  await redis.flushdb();
  redis.disconnect();
  return url.toString();
}

function certificate() {
  const key = path.join(workDir, 'key.pem');
  const cert = path.join(workDir, 'cert.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'pipe' },
  );
  if (made.status !== 0) fail(`openssl could not make a certificate: ${made.stderr}`);
  return { key, cert };
}

/** docs/deploy/nginx.conf with this machine's ports, names and paths; each change must apply. */
function siteConfig({ key, cert }) {
  let site = fs.readFileSync(path.join(root, 'docs/deploy/nginx.conf'), 'utf8');
  const change = (pattern, replacement) => {
    if (!pattern.test(site)) fail(`docs/deploy/nginx.conf no longer has ${pattern}`);
    site = site.replace(pattern, replacement);
  };
  change(
    /upstream portal_instances \{[^}]*?keepalive/,
    `upstream portal_instances {\n${INSTANCE_PORTS.map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=10s;`).join('\n')}\n    keepalive`,
  );
  change(/proxy_cache_path \S+/, `proxy_cache_path ${path.join(workDir, 'cache')}`);
  change(/alias \/srv\/portal\/\.next\/static\/;/, `alias ${path.join(root, '.next', 'static')}/;`);
  change(/listen 80 /g, `listen ${HTTP_PORT} `);
  change(/listen \[::\]:80 /g, `listen [::]:${HTTP_PORT} `);
  change(/listen 443 /g, `listen ${HTTPS_PORT} `);
  change(/listen \[::\]:443 /g, `listen [::]:${HTTPS_PORT} `);
  change(/server_name portal\.example\.org;/g, 'server_name localhost;');
  change(/https:\/\/\$host\$request_uri/, `https://$host:${HTTPS_PORT}$request_uri`);
  change(/ssl_certificate\s+\S+;/, `ssl_certificate ${cert};`);
  change(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${key};`);
  return site;
}

function startNginx(site) {
  const temp = (name) => {
    const dir = path.join(workDir, name);
    fs.mkdirSync(dir, { recursive: true, mode: 0o777 });
    fs.chmodSync(dir, 0o777);
    return dir;
  };
  const config = `worker_processes 2;
error_log ${path.join(workDir, 'nginx-error.log')} warn;
pid ${path.join(workDir, 'nginx.pid')};
${BROTLI_MODULES.map((file) => `load_module ${file};`).join('\n')}
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${path.join(workDir, 'nginx-access.log')};
    sendfile on;
    client_body_temp_path ${temp('body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
${site}
}
`;
  temp('cache');
  const file = path.join(workDir, 'nginx.conf');
  fs.writeFileSync(file, config);
  const test = spawnSync(nginx, ['-t', '-p', workDir, '-c', file], { encoding: 'utf8' });
  if (test.status !== 0) fail(`nginx refused the configuration:\n${test.stderr}`);
  const child = spawn(nginx, ['-p', workDir, '-c', file, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  children.push({ child, stop: () => child.kill('SIGQUIT') });
}

function startInstance(index, env) {
  const log = fs.openSync(path.join(workDir, `instance-${index + 1}.log`), 'a');
  const child = spawn(process.execPath, [compiledServer(root)], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(INSTANCE_PORTS[index]),
      DATA_DIR: path.join(workDir, `instance-${index + 1}`),
      ...(index === 0 ? { METRICS_PORT: String(METRICS_PORT) } : {}),
    },
    stdio: ['ignore', log, log],
  });
  children.push({ child, stop: () => child.kill('SIGTERM') });
  child.on('exit', (code) => {
    if (!stopping)
      console.error(`cluster: instance ${index + 1} exited (${code}); its log: ${path.join(workDir, `instance-${index + 1}.log`)}`);
  });
}

function statusOf(url) {
  return new Promise((resolve) => {
    const get = url.startsWith('https:') ? https.get : http.get;
    const req = get(url, { rejectUnauthorized: false, timeout: 3000 }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('error', () => resolve(0));
    req.on('timeout', () => req.destroy());
  });
}

async function waitFor(url, what) {
  for (let i = 0; i < 240; i++) {
    if ((await statusOf(url)) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  fail(`${what} did not become ready within 120 s (logs in ${workDir})`);
}

let stopping = false;
async function stopAll(forwarder, control) {
  stopping = true;
  for (const { child, stop } of children.reverse()) {
    if (child.exitCode === null) {
      stop();
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 30_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  control?.close();
  forwarder?.close();
  await dropDatabase();
}

const databaseTarget = new URL(databaseAdminUrl);
await freshDatabase();
const redisUrl = await freshRedis();
const forwarder = await startDatabaseForwarder(databaseTarget);
const control = await startForwarderControl(forwarder, CONTROL_PORT);
const databaseUrl = new URL(databaseAdminUrl);
databaseUrl.hostname = '127.0.0.1';
databaseUrl.port = String(forwarder.port);
databaseUrl.pathname = `/${DATABASE_NAME}`;

const shared = {
  NODE_ENV: 'production',
  LISTEN_HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl.toString(),
  REDIS_URL: redisUrl,
  SESSION_SECRET: crypto.randomBytes(48).toString('base64url'),
  TRUST_PROXY: 'true',
  SITE_URL: PUBLIC_URL,
  UPLOAD_DIR: path.join(workDir, 'uploads'),
  ADMIN_PASSWORD: credentials.adminPassword,
  CAPTCHA_ENABLED: 'false',
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(forwarder, control).then(() => process.exit(130)));

// The first instance migrates and seeds; the second then finds the database ready.
startInstance(0, shared);
await waitFor(`http://127.0.0.1:${INSTANCE_PORTS[0]}/readyz`, 'instance 1');
startInstance(1, shared);
await waitFor(`http://127.0.0.1:${INSTANCE_PORTS[1]}/readyz`, 'instance 2');
startNginx(siteConfig(certificate()));
await waitFor(`${PUBLIC_URL}/healthz`, 'nginx');

const addresses = {
  CLUSTER_BASE_URL: PUBLIC_URL,
  CLUSTER_INSTANCE_URLS: INSTANCE_PORTS.map((port) => `http://127.0.0.1:${port}`).join(','),
  CLUSTER_CONTROL_URL: `http://127.0.0.1:${CONTROL_PORT}`,
  CLUSTER_METRICS_URL: `http://127.0.0.1:${METRICS_PORT}/metrics`,
  CLUSTER_REDIS_URL: redisUrl,
};
const separator = process.argv.indexOf('--');
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
if (command.length === 0) {
  console.log(`cluster ready at ${PUBLIC_URL} (logs in ${workDir}); Ctrl-C stops it`);
  for (const [name, value] of Object.entries(addresses)) console.log(`${name}=${value}`);
} else {
  const run = spawn(command[0], command.slice(1), { cwd: root, stdio: 'inherit', env: { ...process.env, ...addresses } });
  const code = await new Promise((resolve) => run.on('exit', (exitCode) => resolve(exitCode ?? 1)));
  await stopAll(forwarder, control);
  if (code !== 0) console.error(`cluster: logs kept in ${workDir}`);
  else fs.rmSync(workDir, { recursive: true, force: true });
  process.exit(code);
}
