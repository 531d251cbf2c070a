import http from 'node:http';
import { renderMetrics } from './metrics';

/**
 * The metrics listener (METRICS_PORT): on the loopback interface only, apart from the public
 * server, so Prometheus on the host (or a sidecar) can scrape it and the internet cannot.
 */
export function createMetricsServer(): http.Server {
  return http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics') return void res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { allow: 'GET, HEAD' }).end();
    const body = renderMetrics();
    res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8', 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

export const METRICS_HOST = '127.0.0.1';
