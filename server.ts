import path from 'node:path';
import next from 'next';
import { ConfigError, getConfig, type AppConfig } from './lib/config';
import { envelopeParts } from './lib/http/envelope-response';
import { methodNotAllowedAnswer, SUPPORTED_METHODS } from './lib/http/http-methods';
import { log, loggedPath, runWithRequestId } from './lib/log';
import { processPageCache } from './lib/server/page-cache';
import { sharedRedis } from './lib/server/redis';
import { watchRequest } from './lib/server/access-log';
import { portalAddress, readyLine } from './lib/server/ready-line';
import { createRouteLabel } from './lib/server/route-label';
import { ALL_CONTRACTS } from './root/contracts';
import { compressOnTheWay } from './lib/server/compress-answers';
import { completeAnswerHeaders } from './lib/server/answer-headers';
import { pinClientAddress } from './lib/server/client-address';
import { answerOtherSpelling, readRequestPath } from './lib/server/canonical-path';
import { answerHealth, PROBE_TIMEOUT_MS, type HealthState } from './lib/server/health';
import { createLimitedServer } from './lib/server/limits';
import { createMetricsServer, METRICS_HOST } from './lib/server/metrics-server';
import { carriesSession, keepsPrivate } from './lib/server/private-answers';
import { readinessProbes } from './lib/server/probes';
import { assignRequestId } from './lib/server/request-id';
import { isSecureConnection } from './lib/server/security-headers';
import { StaticAssets } from './lib/server/static-assets';
import { adoptBuiltNextConfig } from './lib/server/built-next-config';
import { gracefulShutdown } from './lib/server/shutdown';
import { keepStoragePrivate } from './lib/backend/storage/private-storage';
import { DUPLICATE_SESSION_COOKIE_MSG, hasDuplicateCookie, SESSION_COOKIE } from './lib/session';

export interface ServerOptions {
  /**
   * `npm start`, the one-command demo (scripts/start.mjs): the start ends with one line for the
   * person at the terminal, and requests leave lines only with LOG_LEVEL=debug. A deployment
   * (`npm run serve`, this file run by itself) keeps its JSON log of every request.
   */
  demo?: boolean;
}

/** Long enough for a first start on a slow machine: migrations, seeds and the first page. */
const WARM_UP_MS = 120_000;

/**
 * Next prepares its production server, and with it instrumentation.ts (the database, the seeds,
 * the first start's password), on the first request. The demo asks for its home page itself
 * before it says it is ready: its last line then follows the password, and the first page a
 * person opens is rendered already. A warm-up that fails has said why in the log above the line.
 */
async function announceWhenWarm(config: AppConfig): Promise<void> {
  await fetch(portalAddress(config), { signal: AbortSignal.timeout(WARM_UP_MS) })
    .then((answer) => answer.arrayBuffer())
    .catch(() => undefined);
  console.log(readyLine(config));
}

/**
 * The production server (`npm start`): Next behind a whole-page cache for the public pages, so
 * a cached page is answered from memory without going through Next's request pipeline, and the
 * build's precompressed assets answered from disk; every other answer is compressed on its way
 * out. In front of all: request ids and JSON access logs, security headers, health and readiness,
 * metrics, limits against slow clients and a graceful shutdown (the pieces are in lib/server).
 */
async function main({ demo = false }: ServerOptions): Promise<void> {
  const config = getConfig();
  const logRequests = !demo || config.logLevel === 'debug';
  // Before anything is written: what the portal keeps on disk is readable by its own account only.
  keepStoragePrivate(config);
  adoptBuiltNextConfig(process.cwd());
  const app = next({ dev: false, port: config.port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const pages = processPageCache();
  const assets = StaticAssets.load(path.join(process.cwd(), '.next', 'static'));
  const health: HealthState = { shuttingDown: false, probes: readinessProbes(config, PROBE_TIMEOUT_MS, sharedRedis) };

  const routeLabel = createRouteLabel(ALL_CONTRACTS);
  const server = createLimitedServer((req, res) => {
    const requestId = assignRequestId(req, config.trustProxy);
    runWithRequestId(requestId, async () => {
      watchRequest(req, res, routeLabel, { logLine: logRequests });
      const secure = isSecureConnection(req, config.trustProxy);
      pinClientAddress(req, config.trustProxy);
      const signedIn = await carriesSession(req, config.sessionSecret);
      // Every rule below, and the page cache, reads the path in its one canonical spelling.
      const spelling = readRequestPath(req.method ?? '', req.url ?? '/');
      const keepPrivate = signedIn && spelling.path !== null && keepsPrivate(spelling.path);
      completeAnswerHeaders(res, { requestId, secure, keepPrivate, health });
      if (!SUPPORTED_METHODS.has(req.method ?? '')) {
        const answer = methodNotAllowedAnswer(req.method ?? '');
        res.writeHead(405, answer.headers).end(answer.body);
        return;
      }
      if (hasDuplicateCookie(req.headers.cookie, SESSION_COOKIE)) {
        const answer = envelopeParts(400, DUPLICATE_SESSION_COOKIE_MSG);
        res.writeHead(400, answer.headers).end(answer.body);
        return;
      }
      if (answerHealth(req, res, health)) return;
      if (answerOtherSpelling(res, spelling)) return;
      if (assets.serve(req, res)) return;
      // A signed-in reader's page may be personal: never answered from, nor kept in, the shared cache.
      if (!signedIn && pages.serve(req, res)) return;
      // Compression wraps the answer first, so the cache, wrapping it after, keeps the page as Next wrote it.
      compressOnTheWay(req, res);
      if (!signedIn) pages.record(req, res);
      await handle(req, res);
    }).catch((error: unknown) => {
      log.error('request failed', { method: req.method, path: loggedPath(req.url ?? '/'), error });
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end();
    });
  });
  const listening = () => {
    if (demo) void announceWhenWarm(config);
    else log.info('portal listening', { host: config.host ?? 'all interfaces', port: config.port });
    if (config.trustProxy && !config.host)
      log.warn(
        'TRUST_PROXY is on and every interface listens: only the proxy may reach this port (set LISTEN_HOST), or clients choose their own address',
      );
  };
  if (config.host) server.listen(config.port, config.host, listening);
  else server.listen(config.port, listening);

  const others = [];
  if (config.metricsPort !== null) {
    const metrics = createMetricsServer();
    metrics.listen(config.metricsPort, METRICS_HOST, () => log.info('metrics listening', { host: METRICS_HOST, port: config.metricsPort }));
    others.push(metrics);
  }

  const shutdown = gracefulShutdown({ server, others, health });
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/** Starts the server; a start that fails stops the process. */
export function startServer(options: ServerOptions = {}): void {
  main(options).catch((error) => {
    // getConfig has said what is wrong with a setting, in one line.
    if (!(error instanceof ConfigError)) log.error('start-up failed', { error: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  });
}

// Run by itself (`npm run serve`, the tests' and benchmarks' servers), it is a deployment's server.
if (require.main === module) startServer();
