import http from 'node:http';
import type { Backend } from '@/lib/backend/app';
import { createBackendServer } from '@/lib/backend/http-server';
import { CookieJar, startHarness, type Harness } from '../support/api-harness';
import { onLoopback } from '../support/loopback-server';
import { modeLabel } from '../support/test-mode';

/**
 * What the outside probe found in the handling of requests themselves: methods no route takes,
 * query values in log lines, and a request carrying two session cookies.
 */
let api: Harness;

beforeAll(async () => {
  api = await startHarness();
});
afterAll(() => api?.close());

/** Serves `backend` as the standalone API on a loopback port for one call of `work`. */
const serving = <T>(backend: Backend, work: (port: number) => Promise<T>) =>
  onLoopback(createBackendServer(backend, { trustProxy: false }), work);

function send(port: number, method: string, path: string): Promise<{ status: number; allow?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe(`request hygiene (${modeLabel})`, () => {
  test.each(['TRACE', 'PROPFIND', 'MKCOL'])('the standalone backend answers %s with 405 and writes no error line', async (method) => {
    const lines: string[] = [];
    const backend: Backend = { ...api.backend, deps: { ...api.backend.deps, log: (line) => lines.push(line) } };
    const answer = await serving(backend, (port) => send(port, method, '/getInfo'));
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe('GET, HEAD, POST, PUT, DELETE, PATCH, OPTIONS');
    expect(JSON.parse(answer.body)).toEqual({ code: 405, msg: `请求方法'${method}'不支持` });
    expect(lines).toEqual([]);
  });

  test('a call that fails is logged with the names of its query parameters, never their values', async () => {
    const lines: string[] = [];
    const failing: Backend = {
      deps: { ...api.backend.deps, log: (line) => lines.push(line) },
      handle: async () => {
        throw new Error('the database went away');
      },
    };
    const answer = await serving(failing, (port) => send(port, 'GET', '/resetPwd?resetToken=s3cret-token&phone=13800138000'));
    expect(answer.status).toBe(500);
    expect(lines).toEqual(['[api] GET /resetPwd?resetToken&phone failed: the database went away']);
  });

  test('a GET of /logout ends nothing: 405, and the session lives on', async () => {
    await api.loginAsAdmin();
    expect((await api.call('GET', '/logout')).body).toEqual({ code: 405, msg: "请求方法'GET'不支持" });
    expect((await api.call('GET', '/getInfo')).body.code).toBe(200);
  });

  test('a request carrying two session cookies is refused, whichever of them is good', async () => {
    await api.loginAsAdmin();
    const good = api.jar.session!;
    for (const cookie of [`Admin-Token=${good}; Admin-Token=forged`, `Admin-Token=forged; Admin-Token=${good}`]) {
      const answer = await api.call('GET', '/getInfo', { headers: { cookie }, jar: new CookieJar() });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, msg: '请求携带了多个Admin-Token Cookie，请清除本站的Cookie后重新登录' });
    }
    expect((await api.call('GET', '/getInfo')).body.code).toBe(200);
  });
});
