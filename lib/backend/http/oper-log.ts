import { eq } from 'drizzle-orm';
import { sysDept, sysOperLog } from '@/lib/backend/db/schema';
import { locationOf } from '@/lib/security/client-location';
import { createContext, type RequestContext } from './context';
import { fail, type Envelope } from './envelope';
import { ServiceError, UNEXPECTED_ERROR_MSG } from './errors';
import { watchMultipart, type UploadedName } from './multipart-names';
import type { OperLogEntry } from '@/lib/contract/contract';
import { capText, logJson, pairsObject } from './oper-log-text';
import type { Route } from './router';

/** `operator_type` 1: a back-office user, the only kind of operator this portal records. */
const BACK_OFFICE_OPERATOR = 1;

interface Outcome {
  status: 0 | 1;
  jsonResult: string;
  errorMsg: string;
}

interface ObservedCall {
  ctx: RequestContext;
  /** What the call carried: path and query parameters, and the body as far as the handler read it. */
  params(): Record<string, unknown>;
}

function filesObject(names: UploadedName[]): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null);
  for (const { field, fileName } of names) {
    const seen = out[field];
    out[field] = seen === undefined ? fileName : Array.isArray(seen) ? [...seen, fileName] : [seen, fileName];
  }
  return out;
}

/**
 * The handler's context, watched: a JSON or form body is noted as the handler parses it (so it is
 * read once, within the handler's own size limit), and an upload's stream is passed through a
 * watcher that notes its file names only.
 */
function observe(ctx: RequestContext): ObservedCall {
  let request = ctx.request;
  let uploads: (() => UploadedName[]) | null = null;
  const contentType = request.headers.get('content-type') ?? '';
  if (/^multipart\/form-data/i.test(contentType) && request.body) {
    const watched = watchMultipart(request.body, contentType);
    request = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: watched.body,
      signal: request.signal,
      duplex: 'half',
    } as RequestInit);
    uploads = watched.names;
  }
  const inner = createContext({
    request,
    url: ctx.url,
    params: ctx.params,
    query: ctx.query,
    client: ctx.client,
    user: ctx.user,
    deps: ctx.deps,
  });
  let body: Record<string, unknown> | null = null;
  const observed: RequestContext = {
    ...inner,
    body: async (limit) => (body = await inner.body(limit)),
    form: async (limit) => {
      const form = await inner.form(limit);
      body = pairsObject(form);
      return form;
    },
  };
  return {
    ctx: observed,
    params: () => ({ ...ctx.params, ...pairsObject(ctx.query), ...(uploads ? filesObject(uploads()) : {}), ...body }),
  };
}

function outcomeOf(result: Envelope | Response): Outcome {
  // A file answer (an export, a zip) has nothing worth keeping as text.
  if (result instanceof Response) return { status: result.ok ? 0 : 1, jsonResult: '', errorMsg: result.ok ? '' : `HTTP ${result.status}` };
  const failed = result.code !== 200;
  return { status: failed ? 1 : 0, jsonResult: logJson(result), errorMsg: failed ? capText(String(result.msg)) : '' };
}

/** A thrown failure as the caller sees it (app.ts answers the same); internal details stay in the server log. */
function failureOf(error: unknown): Outcome {
  const answer = error instanceof ServiceError ? fail(error.message, error.code) : fail(UNEXPECTED_ERROR_MSG);
  return { status: 1, jsonResult: logJson(answer), errorMsg: capText(answer.msg) };
}

async function save(route: Route, log: OperLogEntry, call: ObservedCall, outcome: Outcome, started: number): Promise<void> {
  const { deps, user, request, url, client } = call.ctx;
  const costTime = Date.now() - started;
  try {
    const [dept] = user?.deptId
      ? await deps.db.select({ deptName: sysDept.deptName }).from(sysDept).where(eq(sysDept.deptId, user.deptId))
      : [];
    await deps.db.insert(sysOperLog).values({
      title: log.title.slice(0, 50),
      businessType: log.businessType,
      method: `${request.method} ${route.contract.path}`.slice(0, 200),
      requestMethod: request.method,
      operatorType: BACK_OFFICE_OPERATOR,
      operName: (user?.userName ?? '').slice(0, 50),
      deptName: (dept?.deptName ?? '').slice(0, 50),
      operUrl: url.pathname.slice(0, 255),
      operIp: client.ip.slice(0, 128),
      operLocation: locationOf(client.ip),
      operParam: logJson(call.params()),
      ...outcome,
      operTime: new Date(started),
      costTime,
    });
  } catch (error) {
    deps.log(`[oper-log] ${request.method} ${url.pathname} was not recorded: ${(error as Error).stack ?? error}`, 'error');
  }
}

/**
 * Runs a route's handler and, for a call the operation log records (its contract's `log`), writes
 * its line once the answer is known: who, which module, what was sent (secrets masked, at most
 * 2000 characters), the answer, success or failure, and how long it took. Writing the line never
 * changes the answer: its own failure is only logged, and a handler's failure is rethrown as is.
 */
export async function runRecorded(route: Route, ctx: RequestContext): Promise<Envelope | Response> {
  const { log } = route.contract;
  if (!ctx.user || !log) return route.handler(ctx);
  const started = Date.now();
  const call = observe(ctx);
  let result: Envelope | Response;
  try {
    result = await route.handler(call.ctx);
  } catch (error) {
    await save(route, log, call, failureOf(error), started);
    throw error;
  }
  await save(route, log, call, outcomeOf(result), started);
  return result;
}
