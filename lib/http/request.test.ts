import { subscribeNotices, type Notice } from '../notify';
import { ApiError, onSessionExpired, request } from './request';

const notices: Notice[] = [];
subscribeNotices((notice) => notices.push(notice));

function answer(body: unknown, init: ResponseInit = {}) {
  global.fetch = jest.fn(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { headers: { 'content-type': 'application/json' }, ...init }),
  );
}

beforeEach(() => {
  notices.length = 0;
});

describe('the request helper', () => {
  test('calls /prod-api with the serialised query and resolves the whole body on 200', async () => {
    answer({ code: 200, msg: '查询成功', rows: [1], total: 1 });
    await expect(request('/system/user/list', { params: { pageNum: 1, params: { beginTime: '2026-01-01' } } })).resolves.toMatchObject({
      rows: [1],
      total: 1,
    });
    expect((global.fetch as jest.Mock).mock.calls[0][0]).toBe('/prod-api/system/user/list?pageNum=1&params%5BbeginTime%5D=2026-01-01');
  });

  test('isToken:false is sent as a header for the BFF', async () => {
    answer({ code: 200, msg: 'ok' });
    await request('/login', { method: 'POST', data: { a: 1 }, isToken: false });
    const init = (global.fetch as jest.Mock).mock.calls[0][1];
    expect(init.headers).toMatchObject({ isToken: 'false', 'content-type': 'application/json;charset=utf-8' });
    expect(init.body).toBe('{"a":1}');
  });

  test('203 passes with no data', async () => {
    answer({ code: 203, msg: 'x', data: { secret: 1 } });
    await expect(request('/x')).resolves.toEqual({ code: 203, msg: 'x', data: undefined });
    expect(notices).toEqual([]);
  });

  test('500 shows the message and rejects; 601 warns; others notify with a title', async () => {
    answer({ code: 500, msg: '验证码错误' });
    await expect(request('/login')).rejects.toEqual(new ApiError('验证码错误', 500));
    answer({ code: 601, msg: '存在子菜单,不允许删除' });
    await expect(request('/system/menu/1')).rejects.toMatchObject({ code: 601 });
    answer({ code: 403, msg: '没有权限，请联系管理员授权' });
    await expect(request('/system/user/list')).rejects.toMatchObject({ code: 403, message: '当前操作没有权限' });
    expect(notices.map(({ severity, message, title }) => [severity, message, title])).toEqual([
      ['error', '验证码错误', undefined],
      ['warning', '存在子菜单,不允许删除', undefined],
      ['error', '当前操作没有权限', '当前操作没有权限'],
    ]);
  });

  test('401 rejects without a notice and tells the session listeners', async () => {
    const expired = jest.fn();
    const stop = onSessionExpired(expired);
    answer({ code: 401, msg: '请求访问：/getInfo，认证失败' });
    await expect(request('/getInfo')).rejects.toMatchObject({ code: 401, message: '认证失败，无法访问系统资源' });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(notices).toEqual([]);
    stop();
  });

  test('silent calls leave telling to the caller', async () => {
    answer({ code: 500, msg: 'x' });
    await expect(request('/x', { silent: true })).rejects.toMatchObject({ code: 500 });
    expect(notices).toEqual([]);
  });

  test('network failures, timeouts and HTML error pages get the spec messages', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(request('/x')).rejects.toMatchObject({ code: 0, message: '后端接口连接异常' });

    global.fetch = jest.fn(
      (_url, init?: RequestInit) => new Promise((_, reject) => init!.signal!.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    await expect(request('/x', { timeoutMs: 20 })).rejects.toMatchObject({ message: '系统接口请求超时' });

    global.fetch = jest.fn(async () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    await expect(request('/x')).rejects.toMatchObject({ code: 502, message: '系统接口502异常' });

    answer({ code: 504, msg: '系统接口请求超时' }, { status: 504 });
    await expect(request('/x')).rejects.toMatchObject({ code: 504, message: '系统接口请求超时' });
  });
});
