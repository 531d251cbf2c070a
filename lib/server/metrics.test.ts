import type { AddressInfo } from 'node:net';
import { countUpstreamError, recordRequest, renderMetrics, resetMetrics } from './metrics';
import { createMetricsServer, METRICS_HOST } from './metrics-server';

beforeEach(resetMetrics);

test('requests are counted by route, method and status', () => {
  recordRequest('page:/', 'GET', 200, 0.02);
  recordRequest('page:/', 'GET', 200, 0.03);
  recordRequest('api:login', 'POST', 401, 0.2);
  recordRequest('page:/', 'BREW', 405, 0.001);
  const text = renderMetrics();
  expect(text).toContain('# TYPE http_requests_total counter');
  expect(text).toContain('http_requests_total{route="page:/",method="GET",status="200"} 2');
  expect(text).toContain('http_requests_total{route="api:login",method="POST",status="401"} 1');
  expect(text).toContain('http_requests_total{route="page:/",method="other",status="405"} 1');
});

test('durations fill a cumulative histogram per route', () => {
  recordRequest('page:/article', 'GET', 200, 0.004);
  recordRequest('page:/article', 'GET', 200, 0.3);
  recordRequest('page:/article', 'GET', 200, 12);
  const text = renderMetrics();
  expect(text).toContain('# TYPE http_request_duration_seconds histogram');
  const bucket = (le: string) =>
    new RegExp(`http_request_duration_seconds_bucket\\{route="page:/article",le="${le}"\\} (\\d+)`).exec(text)?.[1];
  expect(bucket('0.005')).toBe('1');
  expect(bucket('0.25')).toBe('1');
  expect(bucket('0.5')).toBe('2');
  expect(bucket('10')).toBe('2');
  expect(bucket('\\+Inf')).toBe('3');
  expect(text).toContain('http_request_duration_seconds_count{route="page:/article"} 3');
  expect(text).toMatch(/http_request_duration_seconds_sum\{route="page:\/article"\} 12\.30/);
});

test('upstream errors are counted by kind; an odd kind is folded into other', () => {
  countUpstreamError('timeout');
  countUpstreamError('timeout');
  countUpstreamError('Bad "kind"\n');
  const text = renderMetrics();
  expect(text).toContain('upstream_errors_total{kind="timeout"} 2');
  expect(text).toContain('upstream_errors_total{kind="other"} 1');
});

test('label values are escaped', () => {
  recordRequest('a"b\\c', 'GET', 200, 0.1);
  expect(renderMetrics()).toContain('route="a\\"b\\\\c"');
});

test('the metrics listener serves GET /metrics on the loopback interface and nothing else', async () => {
  recordRequest('page:/', 'GET', 200, 0.01);
  const server = createMetricsServer();
  await new Promise<void>((resolve) => server.listen(0, METRICS_HOST, resolve));
  const base = `http://${METRICS_HOST}:${(server.address() as AddressInfo).port}`;
  try {
    const answer = await fetch(`${base}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    expect(await answer.text()).toContain('http_requests_total{route="page:/",method="GET",status="200"} 1');
    expect((await fetch(`${base}/other`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(405);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
