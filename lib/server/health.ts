import type { IncomingMessage, ServerResponse } from 'node:http';
import { log } from '../log';

/** A dependency check: resolves when the dependency answers, rejects otherwise. */
export type Probe = () => Promise<unknown>;

/** How long a dependency may take to answer before the instance counts as not ready. */
export const PROBE_TIMEOUT_MS = 2_000;

export interface HealthState {
  /** Set when shutdown starts: the load balancer stops sending new requests. */
  shuttingDown: boolean;
  probes: Record<string, Probe>;
}

class ProbeTimeout extends Error {}

function withTimeout(probe: Probe, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new ProbeTimeout(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([Promise.resolve().then(probe), timeout]).finally(() => clearTimeout(timer));
}

/** Which probes failed, and how ('timeout' or 'failed'); empty when all answered. */
export async function failedProbes(probes: Record<string, Probe>, timeoutMs = PROBE_TIMEOUT_MS): Promise<Record<string, string>> {
  const failed: Record<string, string> = {};
  await Promise.all(
    Object.entries(probes).map(async ([name, probe]) => {
      try {
        await withTimeout(probe, timeoutMs);
      } catch (error) {
        failed[name] = error instanceof ProbeTimeout ? 'timeout' : 'failed';
        // The details (addresses, driver messages) go to the log, not to whoever asked.
        log.warn('readiness check failed', { check: name, error: error instanceof Error ? error.message : String(error) });
      }
    }),
  );
  return failed;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * Answers /healthz (the process is alive and serving) and /readyz (its dependencies answer and
 * it is not shutting down); returns whether the request was one of them.
 */
export function answerHealth(req: IncomingMessage, res: ServerResponse, state: HealthState, timeoutMs = PROBE_TIMEOUT_MS): boolean {
  const path = (req.url ?? '/').split('?')[0];
  if (path === '/healthz') {
    sendJson(res, 200, { status: 'ok' });
    return true;
  }
  if (path !== '/readyz') return false;
  if (state.shuttingDown) {
    sendJson(res, 503, { status: 'shutting-down' });
    return true;
  }
  failedProbes(state.probes, timeoutMs).then(
    (failed) => {
      if (state.shuttingDown) sendJson(res, 503, { status: 'shutting-down' });
      else if (Object.keys(failed).length) sendJson(res, 503, { status: 'unavailable', failed });
      else sendJson(res, 200, { status: 'ok' });
    },
    () => sendJson(res, 503, { status: 'unavailable' }),
  );
  return true;
}
