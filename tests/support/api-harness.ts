import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApiPort } from '@/lib/server/api-port';
import { createBackend, type Backend } from '@/lib/backend/app';
import { CONTRACT_ENTRIES } from '@/root/contracts';
import { createEmailSender, type EmailSender } from '@/lib/messages/email/email-sender';
import { parseEmailSettings } from '@/lib/messages/email/email-settings';
import { serverAttachmentGrants, serverEvents, serverRoutes, serverTasks } from '@/root/server-modules';
import type { DatabaseHandle } from '@/lib/backend/db/client';
import { restoreDemoFiles } from '@/features/member/server/seed/demo-files';
import { createBackendServer } from '@/lib/backend/http-server';
import { OutboxSmsSender } from '@/lib/messages/sms/sms-sender';
import type { PaymentProviders } from '@/lib/payments/payment-providers';
import { deriveTokenKey } from '@/lib/security/token';
import { DirectoryFileStore } from '@/lib/backend/storage/file-store';
import { DatabaseStore } from '@/lib/backend/store/database-store';
import { MemoryStore } from '@/lib/backend/store/memory-store';
import { handleProdApi } from '@/lib/bff/prod-api';
import { ADMIN_PASSWORD, openSeededDatabase } from './test-database';
import type { ClientInfo } from '@/lib/backend/http/context';

export { ADMIN_PASSWORD };

/**
 * One API test suite's world: a database of its own (test-database.ts) in the Jest project's
 * engine (PGlite in memory, or a new PostgreSQL database dropped afterwards), the backend over it,
 * and the BFF in front. The backend is called in process, as `npm start` calls it; the transport
 * suite (tests/transport) also asks for it listening on a port, with the BFF forwarding over HTTP.
 */
export const SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';
export const PORTAL_ORIGIN = 'http://portal.test';

export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & { code?: number; msg?: string };
  /** The raw answer, for downloads. */
  bytes: Buffer;
}

export interface CallOptions {
  body?: unknown;
  rawBody?: string;
  /** A multipart body (an upload). */
  formData?: FormData;
  headers?: Record<string, string>;
  /** Use this cookie jar instead of the harness's own browser. */
  jar?: CookieJar;
}

/** A browser's cookies for this site: what Set-Cookie gave, sent back as one Cookie header. */
export class CookieJar {
  private readonly values = new Map<string, string>();

  get cookie(): string | null {
    return this.values.size ? [...this.values].map(([name, value]) => `${name}=${value}`).join('; ') : null;
  }

  /** The session cookie alone, as a test looks for it. */
  get session(): string | null {
    return this.values.get('Admin-Token') ?? null;
  }

  take(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (/Max-Age=0/i.test(line) || value === '') this.values.delete(name);
      else this.values.set(name, value);
    }
  }
}

export interface Harness {
  backend: Backend;
  jar: CookieJar;
  /** The directory uploads are stored in. */
  uploadDir: string;
  /** The suite's PostgreSQL database (null on PGlite, or when the harness was given its database). */
  databaseUrl: string | null;
  /** A call through `/prod-api`, as the browser makes it. */
  call(method: string, path: string, options?: CallOptions): Promise<ApiAnswer>;
  /** A call straight to the API with a bearer token, as an API client makes it. */
  direct(method: string, path: string, token?: string | null, body?: unknown): Promise<ApiAnswer>;
  /** A request exactly as given, straight to the API (a stock client's frame sends its cookies, say). */
  send(request: Request): Promise<ApiAnswer>;
  /** Signs the harness browser in as admin; answers the login answer. */
  loginAsAdmin(): Promise<ApiAnswer>;
  close(): Promise<void>;
}

/** What a harness opened, closed in reverse order, each once, even when one of them fails. */
class Opened {
  private readonly closers: (() => Promise<void>)[] = [];

  add(close: () => Promise<void>): void {
    this.closers.push(close);
  }

  async closeAll(): Promise<void> {
    let failure: unknown = null;
    for (const close of this.closers.splice(0).reverse()) {
      try {
        await close();
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure !== null) throw failure;
  }
}

export interface HarnessOptions {
  captchaEnabled?: boolean;
  /** Serve this database (closed with the harness) instead of a seeded copy of the prepared one. */
  database?: DatabaseHandle;
  /** Keep uploads in this folder, left in place afterwards, instead of a new temporary one. */
  uploadDir?: string;
  /** `upstream`: the backend listens on a loopback port and the BFF and direct calls reach it over HTTP. */
  transport?: 'embedded' | 'upstream';
  /** The online payment channels (the providers' stand-ins); none by default. */
  payments?: PaymentProviders;
  /** Where e-mail goes (a local SMTP server's sender); the outbox by default. */
  email?: EmailSender;
  /** Sees each request as the backend receives it, before it is handled. */
  observe?: (request: Request, client: ClientInfo) => void | Promise<void>;
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  // A setup that fails half-way closes what it had opened: nothing is left running that would
  // keep Jest from exiting.
  const opened = new Opened();
  try {
    return await assemble(options, opened);
  } catch (error) {
    await opened.closeAll();
    throw error;
  }
}

async function assemble(options: HarnessOptions, opened: Opened): Promise<Harness> {
  let handle = options.database;
  let databaseUrl: string | null = null;
  if (handle) {
    opened.add(() => handle!.close());
  } else {
    const database = await openSeededDatabase(options);
    opened.add(() => database.close());
    ({ handle, url: databaseUrl } = database);
  }
  let uploadDir = options.uploadDir;
  if (!uploadDir) {
    const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-uploads-'));
    opened.add(async () => fs.rmSync(temporary, { recursive: true, force: true }));
    uploadDir = temporary;
  }
  const files = new DirectoryFileStore(uploadDir);
  await restoreDemoFiles(files);
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backups-'));
  opened.add(async () => fs.rmSync(backupDir, { recursive: true, force: true }));
  const created = createBackend(
    {
      db: handle.db,
      kv: handle.kind === 'postgres' ? new DatabaseStore(handle.db) : new MemoryStore(),
      sms: new OutboxSmsSender(() => undefined),
      payments: options.payments ?? {},
      email: options.email ?? createEmailSender(parseEmailSettings({})),
      events: await serverEvents(),
      files,
      backupDir,
      tokenKey: deriveTokenKey(SESSION_SECRET),
      siteOrigin: null,
      log: (message) => {
        if (!message.startsWith('[sms]')) console.error(message);
      },
      contracts: CONTRACT_ENTRIES,
      tasks: await serverTasks(),
      attachmentGrants: await serverAttachmentGrants(),
    },
    await serverRoutes(),
  );

  const observe = options.observe;
  const backend: Backend = observe
    ? {
        ...created,
        handle: async (request, client) => {
          await observe(request.clone(), client);
          return created.handle(request, client);
        },
      }
    : created;

  let upstream: string | null = null;
  if (options.transport === 'upstream') {
    const server = createBackendServer(backend, { trustProxy: true });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // Kept-alive connections would hold the server, and with it the Jest worker, open after the suite.
    opened.add(
      () =>
        new Promise((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    );
    upstream = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  const callApi = createApiPort({ upstream, embedded: async () => backend });
  const jar = new CookieJar();

  const toAnswer = async (response: Response): Promise<ApiAnswer> => {
    const bytes = Buffer.from(await response.arrayBuffer());
    let body: ApiAnswer['body'];
    try {
      body = JSON.parse(bytes.toString('utf8'));
    } catch {
      body = { raw: bytes.toString('utf8') };
    }
    return { status: response.status, headers: response.headers, body, bytes };
  };

  const harness: Harness = {
    backend,
    jar,
    uploadDir,
    databaseUrl,
    async call(method, path, callOptions = {}) {
      const cookies = callOptions.jar ?? jar;
      // What a browser sends with a fetch from the site's own pages.
      const headers: Record<string, string> = {
        'user-agent': 'jest',
        'x-forwarded-for': '10.1.2.3',
        'sec-fetch-site': 'same-origin',
        ...callOptions.headers,
      };
      if (cookies.cookie) headers.cookie = cookies.cookie;
      let body: string | FormData | undefined = callOptions.formData ?? callOptions.rawBody;
      if (callOptions.body !== undefined) {
        body = JSON.stringify(callOptions.body);
        headers['content-type'] = 'application/json';
      }
      const request = new Request(`${PORTAL_ORIGIN}/prod-api${path}`, { method, headers, body });
      const response = await handleProdApi(request, { callApi, sessionSecret: SESSION_SECRET, trustProxy: false, siteUrl: null });
      cookies.take(response.headers);
      return toAnswer(response);
    },
    async direct(method, path, token, body) {
      const headers: Record<string, string> = { 'user-agent': 'jest' };
      if (token) headers.authorization = `Bearer ${token}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const request = new Request(`${PORTAL_ORIGIN}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return harness.send(request);
    },
    async send(request) {
      return toAnswer(await callApi(request, { ip: '10.9.9.9', userAgent: 'jest' }));
    },
    loginAsAdmin() {
      return harness.call('POST', '/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
    },
    close: () => opened.closeAll(),
  };
  return harness;
}
