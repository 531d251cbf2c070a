/**
 * @postgres every endpoint reaches the engine through both transports.
 *
 * The transport, checked once per endpoint and generated from the contracts, so a new endpoint is
 * covered without a line here. Two worlds start from the same seeded database: the backend called
 * in process, and the backend listening on a port with the BFF and the stock client's direct calls
 * reaching it over HTTP. Every method of every contract is called in both, in the same order, by
 * the administrator through the BFF and with a bearer token: the backend must receive the same
 * request (method, path, query, body, caller) and both callers the same answer (status, envelope,
 * headers, shape of the data). Then each endpoint's refusal: anonymous callers, staff without the
 * permission and other sites are refused alike over both transports.
 */
import { ALL_CONTRACTS } from '@/root/contracts';
import { contractMethods, type Contract } from '@/lib/contract/contract';
import type { ClientInfo } from '@/lib/backend/http/context';
import { NO_PERMISSION_MSG } from '@/lib/backend/http/errors';
import { ADMIN_PASSWORD, CookieJar, startHarness, type ApiAnswer, type CallOptions, type Harness } from '../support/api-harness';
import { PNG_BYTES } from '../support/sample-files';
import { staffUser } from '../support/staff';
import { modeLabel } from '../support/test-mode';

/** A value for each path parameter the contracts use: names of nothing, so a call changes nothing it should not. */
const PARAMETER_VALUES: Record<string, string> = {
  cacheName: 'sys_config:',
  cacheKey: 'sys_config:no.such.key',
  configKey: 'sys.index.skinName',
  dictType: 'sys_user_sex',
  userName: 'no_such_user',
  tableName: 'no_such_table',
  file: 'index.html',
  year: '2026',
  month: '01',
  day: '01',
  name: 'no-such-file.png',
  orderNo: 'P00000000000000000000',
};

function parameterValue(name: string): string {
  if (name in PARAMETER_VALUES) return PARAMETER_VALUES[name];
  if (/(Ids|Codes|^ids)$/.test(name)) return '999990,999991';
  if (/(Id|Code|^id)$/.test(name)) return '999990';
  throw new Error(`no sample value for the path parameter :${name}: add one to PARAMETER_VALUES`);
}

const fillPath = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => parameterValue(name));

/** Multipart endpoints and the field their file goes in; every other write gets a JSON body. */
const UPLOAD_FIELDS: Record<string, string> = {
  '/common/upload': 'file',
  '/common/oss/upload': 'file',
  '/bll/content/upload': 'file',
  '/system/user/profile/avatar': 'avatarfile',
  '/system/user/importData': 'file',
};

/** A body of every JSON kind, with text beyond ASCII: what arrives must be what was sent. */
const JSON_PROBE = { probe: '传输检查 ✓ round-trip', count: 3, flag: true, none: null, list: [1, '二'], nested: { remark: '备注' } };

/** Calls that end or lock the caller's session are made with a session of their own. */
const ENDS_THE_SESSION = new Set(['/logout', '/lockscreen']);

interface Endpoint {
  method: string;
  contract: Contract;
  path: string;
}

const ENDPOINTS: Endpoint[] = ALL_CONTRACTS.flatMap((contract) =>
  contractMethods(contract).map((method) => {
    const query = method === 'GET' ? '?pageNum=1&pageSize=2&probe=%E4%BC%A0%E8%BE%93' : '';
    return { method, contract, path: `${fillPath(contract.path)}${query}` };
  }),
);

function requestOptions({ method, contract }: Endpoint): Pick<CallOptions, 'body' | 'formData'> {
  if (method === 'GET' || method === 'DELETE') return {};
  const field = UPLOAD_FIELDS[contract.path];
  if (!field) return { body: JSON_PROBE };
  const form = new FormData();
  form.append(field, new Blob([PNG_BYTES], { type: 'image/png' }), '传输.png');
  form.append('updateSupport', 'false');
  return { formData: form };
}

/** What the backend received: what must be the same whichever way the call came. */
async function received(request: Request, client: ClientInfo) {
  const url = new URL(request.url);
  const type = request.headers.get('content-type') ?? '';
  let body: unknown = null;
  if (type.startsWith('multipart/form-data')) {
    body = [...(await request.formData()).entries()].map(([name, value]) =>
      typeof value === 'string' ? [name, value] : [name, value.name, value.type, value.size],
    );
  } else {
    // No body and an empty one are the same request.
    body = (await request.text()) || null;
  }
  return {
    method: request.method,
    path: url.pathname + url.search,
    type: type.replace(/boundary=\S+/, 'boundary'),
    body,
    bearer: /^Bearer \S+$/.test(request.headers.get('authorization') ?? ''),
    client,
  };
}

/** The answer with what legitimately differs between two worlds (tokens, ids of sessions, times) reduced to its shape. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return [value.length, ...value.slice(0, 1).map(shapeOf)];
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, shapeOf(inner)]),
    );
  return value === null ? null : typeof value;
}

function answerOf(answer: ApiAnswer) {
  const type = answer.headers.get('content-type') ?? '';
  const json = type.includes('json');
  return {
    status: answer.status,
    type,
    disposition: answer.headers.get('content-disposition'),
    cache: answer.headers.get('cache-control'),
    cookies: answer.headers
      .getSetCookie()
      .map((line) => line.split('=')[0])
      .sort(),
    // A stored export's name starts with an id of its own in each world.
    envelope: json ? { code: answer.body.code, msg: answer.body.msg?.replace(/\b[0-9a-f]{32}_/g, '<id>_') } : null,
    shape: json ? shapeOf(answer.body) : null,
    // A file's kind, by its first bytes (a workbook's are PK, a zip's too).
    magic: json ? null : answer.bytes.subarray(0, 2).toString('latin1'),
  };
}

type Received = Awaited<ReturnType<typeof received>>;

interface World {
  api: Harness;
  token: string;
  /** What the backend received last. */
  last: Received | null;
}

async function startWorld(transport: 'embedded' | 'upstream'): Promise<World> {
  const world: World = { api: undefined as unknown as Harness, token: '', last: null };
  world.api = await startHarness({
    transport,
    observe: async (request, client) => {
      world.last = await received(request, client);
    },
  });
  await world.api.loginAsAdmin();
  const login = await world.api.direct('POST', '/login', null, { username: 'admin', password: ADMIN_PASSWORD });
  world.token = String(login.body.token);
  return world;
}

let worlds: World[] = [];

beforeAll(async () => {
  worlds = [await startWorld('embedded'), await startWorld('upstream')];
});
afterAll(async () => {
  await Promise.all(worlds.map((world) => world.api.close()));
});

const label = ({ method, path }: Endpoint) => `${method} ${path}`;

/** Makes the same call in both worlds, one after the other, and answers what each backend received and answered. */
async function inBoth(call: (world: World) => Promise<ApiAnswer>) {
  const seen = [];
  for (const world of worlds) {
    world.last = null;
    const answer = await call(world);
    // Set by the backend meanwhile (startWorld's observer).
    seen.push({ received: world.last as Received | null, answer: answerOf(answer) });
  }
  return seen;
}

async function sessionOfItsOwn(world: World): Promise<CookieJar> {
  const jar = new CookieJar();
  const login = await world.api.call('POST', '/login', { body: { username: 'admin', password: ADMIN_PASSWORD }, jar });
  if (login.body.code !== 200) throw new Error(`login failed: ${login.body.msg}`);
  return jar;
}

describe(`every endpoint of the contracts through the BFF and the HTTP upstream (${modeLabel})`, () => {
  test('the contracts name endpoints to call', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(200);
  });

  test.each(ENDPOINTS.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s: the backend receives the same request and the caller the same answer, through the BFF and directly',
    async (_, endpoint) => {
      const options = requestOptions(endpoint);
      const ownSession = ENDS_THE_SESSION.has(endpoint.contract.path);
      const jars = ownSession ? await Promise.all(worlds.map(sessionOfItsOwn)) : null;
      const throughBff = await inBoth((world) =>
        world.api.call(endpoint.method, endpoint.path, { ...requestOptions(endpoint), jar: jars?.[worlds.indexOf(world)] }),
      );
      const [embedded, upstream] = throughBff;
      expect(embedded.received).not.toBeNull();
      expect(upstream.received).toEqual(embedded.received);
      expect(upstream.answer).toEqual(embedded.answer);
      // Reachable: the router knows the path and the method.
      expect(String(embedded.answer.envelope?.msg ?? '')).not.toMatch(/^请求地址不存在/);
      expect(embedded.answer.status).not.toBe(405);
      if (options.body !== undefined) expect(embedded.received!.body).toBe(JSON.stringify(JSON_PROBE));
      if (options.formData) expect(JSON.stringify(embedded.received!.body)).toContain('传输.png');

      if (!ownSession) {
        const [direct, directUpstream] = await inBoth((world) =>
          world.api.direct(endpoint.method, endpoint.path, world.token, options.formData ? undefined : options.body),
        );
        expect(direct.received).toMatchObject({ method: endpoint.method, bearer: true });
        expect(directUpstream.received).toEqual(direct.received);
        expect(directUpstream.answer).toEqual(direct.answer);
      }
      // Nothing above ended the administrator's sessions, or the endpoints after it would test
      // nothing. The worlds answered alike, so one of them tells.
      const info = await worlds[0].api.call('GET', '/getInfo');
      expect([label(endpoint), info.body.code]).toEqual([label(endpoint), 200]);
    },
  );
});

describe(`every endpoint's refusal, alike over both transports (${modeLabel})`, () => {
  let staffJars: CookieJar[] = [];
  beforeAll(async () => {
    staffJars = await Promise.all(worlds.map(async (world) => (await staffUser(world.api, { perms: [] })).jar));
  });

  test.each(ENDPOINTS.map((endpoint) => [label(endpoint), endpoint] as const))('%s refuses whom it must', async (_, endpoint) => {
    const { access } = endpoint.contract;
    if (access === 'anonymous') {
      // Another site may not make a visitor's browser call the API (uploaded images excepted).
      if (endpoint.contract.path.startsWith('/profile/')) return;
      const [embedded, upstream] = await inBoth((world) =>
        world.api.call(endpoint.method, endpoint.path, {
          ...requestOptions(endpoint),
          jar: new CookieJar(),
          headers: { 'sec-fetch-site': 'cross-site' },
        }),
      );
      expect(embedded.answer.envelope).toEqual({ code: 403, msg: '跨站请求被拒绝' });
      expect(upstream.answer).toEqual(embedded.answer);
      return;
    }
    const anonymous = await inBoth((world) =>
      world.api.call(endpoint.method, endpoint.path, { ...requestOptions(endpoint), jar: new CookieJar() }),
    );
    expect(anonymous[0].answer.envelope?.code).toBe(401);
    expect(anonymous[1].answer).toEqual(anonymous[0].answer);
    expect(anonymous[0].received).toMatchObject({ bearer: false });
    if (typeof access === 'object') {
      const staff = await inBoth((world) =>
        world.api.call(endpoint.method, endpoint.path, { ...requestOptions(endpoint), jar: staffJars[worlds.indexOf(world)] }),
      );
      expect(staff[0].answer.envelope).toEqual({ code: 403, msg: NO_PERMISSION_MSG });
      expect(staff[1].answer).toEqual(staff[0].answer);
    }
  });
});
