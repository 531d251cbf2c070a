/**
 * The portal's Prometheus metrics, kept in memory and written in the text exposition format
 * (version 0.0.4). Every label comes from a bounded set (route classes, methods, status codes,
 * error kinds), so the number of series stays small whatever clients send.
 */

export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
// Upstream error kinds are named by the code that counts them; a longer or odder name is folded.
const KIND = /^[a-z][a-z0-9_]{0,31}$/;

interface Histogram {
  counts: number[];
  sum: number;
  count: number;
}

class Registry {
  readonly requests = new Map<string, number>();
  readonly durations = new Map<string, Histogram>();
  readonly upstreamErrors = new Map<string, number>();
}

// On globalThis: server.ts counts requests, while the BFF counts upstream errors from the code
// Next bundles, a second copy of this module; both must write to one registry.
const holder = globalThis as typeof globalThis & { __portalMetrics?: Registry };
const registry = (): Registry => (holder.__portalMetrics ??= new Registry());

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function labels(pairs: Record<string, string>): string {
  return `{${Object.entries(pairs)
    .map(([name, value]) => `${name}="${escapeLabel(value)}"`)
    .join(',')}}`;
}

/** Counts one answered request and its duration. */
export function recordRequest(route: string, method: string, status: number, seconds: number): void {
  const { requests, durations } = registry();
  const key = labels({ route, method: METHODS.has(method) ? method : 'other', status: String(status) });
  requests.set(key, (requests.get(key) ?? 0) + 1);
  let histogram = durations.get(route);
  if (!histogram) durations.set(route, (histogram = { counts: DURATION_BUCKETS.map(() => 0), sum: 0, count: 0 }));
  DURATION_BUCKETS.forEach((bound, index) => {
    if (seconds <= bound) histogram.counts[index]++;
  });
  histogram.sum += seconds;
  histogram.count++;
}

/** Counts an upstream failure (the API did not answer, timed out, ...); called by the BFF. */
export function countUpstreamError(kind: string): void {
  const { upstreamErrors } = registry();
  const key = KIND.test(kind) ? kind : 'other';
  upstreamErrors.set(key, (upstreamErrors.get(key) ?? 0) + 1);
}

/** The metrics page. */
export function renderMetrics(): string {
  const { requests, durations, upstreamErrors } = registry();
  const lines = ['# HELP http_requests_total Requests answered, by route class, method and status.', '# TYPE http_requests_total counter'];
  for (const [key, value] of requests) lines.push(`http_requests_total${key} ${value}`);
  lines.push(
    "# HELP http_request_duration_seconds Time from a request's arrival to the end of its answer.",
    '# TYPE http_request_duration_seconds histogram',
  );
  for (const [route, histogram] of durations) {
    DURATION_BUCKETS.forEach((bound, index) =>
      lines.push(`http_request_duration_seconds_bucket${labels({ route, le: String(bound) })} ${histogram.counts[index]}`),
    );
    lines.push(`http_request_duration_seconds_bucket${labels({ route, le: '+Inf' })} ${histogram.count}`);
    lines.push(`http_request_duration_seconds_sum${labels({ route })} ${histogram.sum}`);
    lines.push(`http_request_duration_seconds_count${labels({ route })} ${histogram.count}`);
  }
  lines.push('# HELP upstream_errors_total Calls to the API that failed, by kind.', '# TYPE upstream_errors_total counter');
  for (const [kind, value] of upstreamErrors) lines.push(`upstream_errors_total${labels({ kind })} ${value}`);
  return `${lines.join('\n')}\n`;
}

/** Forgets every value; for tests. */
export function resetMetrics(): void {
  holder.__portalMetrics = new Registry();
}
