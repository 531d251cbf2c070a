import type { BackendDeps } from '../deps';
import type { LoginUser } from '@/features/auth/server/login-user';
import { createContext } from './context';
import { fail, ok, type Envelope } from './envelope';
import { ServiceError } from './errors';
import { runRecorded } from './oper-log';
import { ALL_CONTRACTS } from '@/features/contracts';
import { BUSINESS_TYPE, type Contract, type Method } from '@/lib/contract/contract';
import { createContractRouter } from '@/lib/contract/router';
import type { Route } from './router';

const contracts = createContractRouter(ALL_CONTRACTS, (contract) => contract);

/** The API's own contract for a call. */
function contractOf(method: Method, path: string): Contract {
  const lookup = contracts.lookup(method, path);
  if (lookup.kind !== 'found') throw new Error(`no contract for ${method} ${path}`);
  return lookup.match.entry;
}

const routeOf = (method: Method, path: string, handler: Route['handler'] = async () => ok()): Route => ({
  contract: contractOf(method, path),
  handler,
});

describe('which calls are recorded', () => {
  test.each([
    ['PUT', '/system/config', true],
    ['PUT', '/api/system/sign/audit', true],
    ['DELETE', '/monitor/online/:tokenId', true],
    ['GET', '/system/config/export', true],
    ['POST', '/system/config/export', true],
    ['GET', '/monitor/logininfor/unlock/:userName', true],
    ['PUT', '/system/user/profile/updatePwd', true],
    ['POST', '/system/user/profile/avatar', true],
    ['PUT', '/system/user/edit', true],
    ['GET', '/system/config/list', false],
    ['GET', '/system/user/profile', false],
    ['POST', '/common/upload', false],
    ['POST', '/api/declare', false],
    ['POST', '/system/user/importTemplate', false],
    ['POST', '/login', false],
  ] as [Method, string, boolean][])('%s %s → %s', (method, path, expected) => {
    expect(Boolean(contractOf(method, path).log)).toBe(expected);
  });

  test('business types and module titles follow the contract', () => {
    const type = (method: Method, path: string) => contractOf(method, path).log?.businessType;
    expect(type('POST', '/system/user')).toBe(BUSINESS_TYPE.insert);
    expect(type('PUT', '/system/user/resetPwd')).toBe(BUSINESS_TYPE.update);
    expect(type('DELETE', '/system/user/:userIds')).toBe(BUSINESS_TYPE.delete);
    expect(type('PUT', '/system/user/authRole')).toBe(BUSINESS_TYPE.grant);
    expect(type('PUT', '/system/role/authUser/selectAll')).toBe(BUSINESS_TYPE.grant);
    expect(type('GET', '/system/config/export')).toBe(BUSINESS_TYPE.export);
    expect(type('POST', '/system/user/importData')).toBe(BUSINESS_TYPE.import);
    expect(type('DELETE', '/monitor/online/:tokenId')).toBe(BUSINESS_TYPE.forceLogout);
    expect(type('GET', '/tool/gen/download/:tableName')).toBe(BUSINESS_TYPE.genCode);
    expect(type('DELETE', '/monitor/operlog/clean')).toBe(BUSINESS_TYPE.clean);
    expect(type('DELETE', '/system/config/refreshCache')).toBe(BUSINESS_TYPE.clean);
    expect(type('GET', '/monitor/logininfor/unlock/:userName')).toBe(BUSINESS_TYPE.other);
    const title = (method: Method, path: string) => contractOf(method, path).log?.title;
    expect(title('PUT', '/system/user/profile/updatePwd')).toBe('个人信息');
    expect(title('DELETE', '/system/user/:userIds')).toBe('用户管理');
    expect(title('DELETE', '/bll/article_type/:ids')).toBe('栏目管理');
    expect(title('PUT', '/bll/article')).toBe('文章管理');
    expect(title('GET', '/monitor/logininfor/unlock/:userName')).toBe('账户解锁');
  });

  test('every back-office write is recorded under a title', () => {
    const unrecorded = ALL_CONTRACTS.filter(
      (contract) => typeof contract.access === 'object' && contract.method !== 'GET' && !contract.log?.title,
    );
    expect(unrecorded.map((contract) => contract.path)).toEqual([]);
  });
});

describe('runRecorded', () => {
  const user: LoginUser = { userId: 5, userName: 'editor', deptId: null, tokenId: 't', roles: [], permissions: ['*:*:*'] };

  function harness(insert: (row: Record<string, unknown>) => Promise<void>) {
    const logged: string[] = [];
    const deps = { db: { insert: () => ({ values: insert }) }, log: (message: string) => logged.push(message) } as unknown as BackendDeps;
    const call = (route: Route, init: RequestInit & { path?: string } = {}) => {
      const url = new URL(`http://api.test${init.path ?? route.contract.path}`);
      const [method] = [route.contract.method].flat();
      const request = new Request(url, { method, ...init });
      return runRecorded(
        route,
        createContext({ request, url, params: {}, query: url.searchParams, client: { ip: '10.0.0.8', userAgent: 'jest' }, user, deps }),
      );
    };
    return { call, logged };
  }

  test('records what the handler read, masked, with the answer and its cost', async () => {
    const rows: Record<string, unknown>[] = [];
    const { call } = harness(async (row) => void rows.push(row));
    const route = routeOf('PUT', '/system/user/resetPwd', async (ctx) => ok({ data: (await ctx.body()).userId }));
    const answer = await call(route, {
      body: JSON.stringify({ userId: 7, password: 'Secret#1' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(answer).toEqual({ code: 200, msg: '操作成功', data: 7 });
    expect(rows).toEqual([
      expect.objectContaining({
        title: '用户管理',
        businessType: 2,
        method: 'PUT /system/user/resetPwd',
        requestMethod: 'PUT',
        operatorType: 1,
        operName: 'editor',
        deptName: '',
        operUrl: '/system/user/resetPwd',
        operIp: '10.0.0.8',
        operLocation: '内网IP',
        operParam: '{"userId":7,"password":"******"}',
        jsonResult: '{"msg":"操作成功","code":200,"data":7}',
        status: 0,
        errorMsg: '',
        costTime: expect.any(Number),
        operTime: expect.any(Date),
      }),
    ]);
  });

  test('a refusal the handler answers or throws is recorded as a failure and reaches the caller unchanged', async () => {
    const rows: Record<string, unknown>[] = [];
    const { call } = harness(async (row) => void rows.push(row));
    expect(await call(routeOf('POST', '/system/config', async () => fail('参数键名已存在')))).toEqual({ code: 500, msg: '参数键名已存在' });
    const refusal = new ServiceError('参数不存在');
    await expect(
      call(
        routeOf('DELETE', '/system/config/:configIds', async () => Promise.reject(refusal)),
        { path: '/system/config/9' },
      ),
    ).rejects.toBe(refusal);
    const crash = new Error('relation "x" does not exist');
    await expect(
      call(
        routeOf('DELETE', '/system/config/:configIds', async () => Promise.reject(crash)),
        { path: '/system/config/9' },
      ),
    ).rejects.toBe(crash);
    expect(rows.map((row) => [row.status, row.errorMsg])).toEqual([
      [1, '参数键名已存在'],
      [1, '参数不存在'],
      [1, '系统内部错误，请联系管理员'],
    ]);
    expect(rows[2].jsonResult).not.toContain('relation');
  });

  test('an upload is recorded by its file names only', async () => {
    const rows: Record<string, unknown>[] = [];
    const { call } = harness(async (row) => void rows.push(row));
    const form = new FormData();
    form.append('avatarfile', new Blob(['PNG-BYTES-NOT-LOGGED']), 'face.png');
    const route = routeOf('POST', '/system/user/profile/avatar', async (ctx) => ok({ size: (await ctx.request.arrayBuffer()).byteLength }));
    const answer = (await call(route, { body: form })) as Envelope;
    expect(answer.size).toBeGreaterThan(20);
    expect(rows[0]).toMatchObject({ title: '个人信息', businessType: 1, operParam: '{"avatarfile":"face.png"}' });
  });

  test('a log that cannot be written is logged and never changes the answer', async () => {
    const { call, logged } = harness(async () => Promise.reject(new Error('database is down')));
    expect(await call(routeOf('PUT', '/system/config'))).toEqual({ code: 200, msg: '操作成功' });
    expect(logged).toEqual([expect.stringContaining('[oper-log] PUT /system/config was not recorded: Error: database is down')]);
  });

  test('reads are not recorded', async () => {
    const rows: Record<string, unknown>[] = [];
    const { call } = harness(async (row) => void rows.push(row));
    await call(routeOf('GET', '/system/config/list'));
    expect(rows).toEqual([]);
  });
});
