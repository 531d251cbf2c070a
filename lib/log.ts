import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The portal's log: one JSON object a line ({time, level, msg, requestId, ...fields}), info to
 * stdout and warnings and errors to stderr, so a log collector can parse and filter it. The
 * request id comes from the request being served, carried through AsyncLocalStorage.
 */
export type LogLevel = 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

interface RequestContext {
  requestId: string;
}

// On globalThis: server.ts and the code Next bundles load this file as two modules, and both
// must see the request the server started.
const holder = globalThis as typeof globalThis & { __portalRequestContext?: AsyncLocalStorage<RequestContext> };
const requestContext = (holder.__portalRequestContext ??= new AsyncLocalStorage<RequestContext>());

/** Runs `work` (and everything it starts) as part of one request. */
export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return requestContext.run({ requestId }, work);
}

/** Runs `work` as no request's: for events a request happens to trigger but that are not its own. */
export function outsideRequest<T>(work: () => T): T {
  return requestContext.exit(work);
}

/** The id of the request being served, or undefined outside a request (start-up, timers). */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

const MAX_PATH_CHARS = 512;
const MAX_PARAMS = 20;

/**
 * The address as logged: the path, and of the query only the parameter names, since values
 * may be reset codes, phone numbers or search words.
 */
export function loggedPath(url: string): string {
  const [rawPath, query] = url.split(/\?(.*)/s, 2);
  const path = rawPath.slice(0, MAX_PATH_CHARS);
  if (!query) return path;
  const names = [
    ...new Set(
      query
        .split('&')
        .map((pair) => pair.split('=')[0])
        .filter(Boolean),
    ),
  ].slice(0, MAX_PARAMS);
  return names.length ? `${path}?${names.map((name) => name.slice(0, 64)).join('&')}` : path;
}

// Field names whose values are never written, whatever a caller passes.
const SECRET_FIELD = /cookie|authorization|token|passw|secret|^(sms)?code$/i;
const REDACTED = '[redacted]';

function plain(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => plain(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = SECRET_FIELD.test(key) ? REDACTED : plain(item, depth + 1);
  return out;
}

/** The line written for one entry; exported for the tests. */
export function formatLogLine(level: LogLevel, msg: string, fields: LogFields = {}, now = new Date()): string {
  const entry = { time: now.toISOString(), level, msg, requestId: currentRequestId(), ...(plain(fields) as LogFields) };
  try {
    return JSON.stringify(entry);
  } catch {
    // A field that cannot be serialised (a cycle, a BigInt) must not lose the message itself.
    return JSON.stringify({ time: entry.time, level, msg, requestId: entry.requestId, unserialisableFields: true });
  }
}

function write(level: LogLevel, msg: string, fields?: LogFields): void {
  const stream = level === 'info' ? process.stdout : process.stderr;
  stream.write(`${formatLogLine(level, msg, fields)}\n`);
}

export const log = {
  info: (msg: string, fields?: LogFields) => write('info', msg, fields),
  warn: (msg: string, fields?: LogFields) => write('warn', msg, fields),
  error: (msg: string, fields?: LogFields) => write('error', msg, fields),
};

/** For code that takes a `(message, level?) => void` logger, such as the embedded backend's deps.log. */
export const logMessage = (message: string, level: LogLevel = 'info'): void => write(level, message);
