import type { BackendDeps } from '@/lib/backend/deps';
import type { LoginUser } from '@/lib/security/caller';
import { createContext } from '@/lib/backend/http/context';
import { fail, ok, type Envelope } from '@/lib/backend/http/envelope';
import { ServiceError } from '@/lib/backend/http/errors';
import { runRecorded } from '@/lib/backend/http/oper-log';
import { ALL_CONTRACTS } from './contracts';
import { BUSINESS_TYPE, type Contract, type Method } from '@/lib/contract/contract';
import { createContractRouter } from '@/lib/contract/router';
import type { Route } from '@/lib/backend/http/router';

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

  test.each([
    ['POST', '/system/user', { businessType: BUSINESS_TYPE.insert }],
    ['PUT', '/system/user/resetPwd', { businessType: BUSINESS_TYPE.update }],
    ['DELETE', '/system/user/:userIds', { businessType: BUSINESS_TYPE.delete, title: '用户管理' }],
    ['PUT', '/system/user/authRole', { businessType: BUSINESS_TYPE.grant }],
    ['PUT', '/system/role/authUser/selectAll', { businessType: BUSINESS_TYPE.grant }],
    ['GET', '/system/config/export', { businessType: BUSINESS_TYPE.export }],
    ['POST', '/system/user/importData', { businessType: BUSINESS_TYPE.import }],
    ['DELETE', '/monitor/online/:tokenId', { businessType: BUSINESS_TYPE.forceLogout }],
    ['GET', '/tool/gen/download/:tableName', { businessType: BUSINESS_TYPE.genCode }],
    ['DELETE', '/monitor/operlog/clean', { businessType: BUSINESS_TYPE.clean }],
    ['DELETE', '/system/config/refreshCache', { businessType: BUSINESS_TYPE.clean }],
    ['GET', '/monitor/logininfor/unlock/:userName', { businessType: BUSINESS_TYPE.other, title: '账户解锁' }],
    ['PUT', '/system/user/profile/updatePwd', { title: '个人信息' }],
    ['DELETE', '/bll/article_type/:ids', { title: '栏目管理' }],
    ['PUT', '/bll/article', { title: '文章管理' }],
  ] as [Method, string, Partial<NonNullable<Contract['log']>>][])(
    'business types and module titles follow the contract: %s %s is logged with %j',
    (method, path, log) => {
      expect(contractOf(method, path).log).toMatchObject(log);
    },
  );

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
    for (const thrown of [new ServiceError('参数不存在'), new Error('relation "x" does not exist')]) {
      await expect(
        call(
          routeOf('DELETE', '/system/config/:configIds', async () => Promise.reject(thrown)),
          { path: '/system/config/9' },
        ),
      ).rejects.toBe(thrown);
    }
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
