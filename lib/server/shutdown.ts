import type http from 'node:http';
import { log, outsideRequest } from '../log';
import type { HealthState } from './health';

/** In-flight requests get this long to finish; then the process exits anyway (within nginx's and an orchestrator's 30 s). */
export const SHUTDOWN_GRACE_MS = 25_000;
// A connection whose answer ended during the drain becomes idle; it is closed at this pace.
const IDLE_SWEEP_MS = 250;

export interface ShutdownOptions {
  server: http.Server;
  /** Listeners that hold no requests worth finishing (the metrics listener). */
  others?: http.Server[];
  health: HealthState;
  graceMs?: number;
  exit?: (code: number) => void;
}

/**
 * Stops the server gracefully: readiness turns 503 (for a load balancer that polls it; nginx
 * finds the closed port and tries the next instance), the listener closes, idle keep-alive connections are closed (and those whose answer ends later, since
 * answers during the drain say `Connection: close`), in-flight requests finish, then the process
 * exits 0; after the grace period it drops what is left and exits 1.
 */
export function gracefulShutdown({
  server,
  others = [],
  health,
  graceMs = SHUTDOWN_GRACE_MS,
  exit = (code) => process.exit(code),
}: ShutdownOptions): (signal: string) => void {
  return (signal) => {
    if (health.shuttingDown) {
      log.info('shutdown already under way', { signal });
      return;
    }
    health.shuttingDown = true;
    log.info('shutdown started: readiness is now 503', { signal });
    for (const other of others) {
      other.close();
      other.closeAllConnections();
    }
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => {
      clearInterval(sweep);
      log.warn('shutdown grace period over: closing the connections still open', { graceMs });
      server.closeAllConnections();
      exit(1);
    }, graceMs);
    // The last connection to close would otherwise lend its request id to this line.
    server.close(() =>
      outsideRequest(() => {
        clearInterval(sweep);
        clearTimeout(deadline);
        log.info('shutdown complete: every request finished');
        exit(0);
      }),
    );
    log.info('stopped accepting connections');
    server.closeIdleConnections();
    log.info('idle connections closed; waiting for requests in flight', { graceMs });
  };
}

/** During a shutdown an answer closes its connection, so the drain need not wait for keep-alive. */
export function closeConnectionWhenDraining(res: http.ServerResponse, health: HealthState): void {
  if (health.shuttingDown) res.setHeader('connection', 'close');
}
