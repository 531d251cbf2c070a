import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiPort, type UpstreamErrorKind } from './api-port';
import type { Backend } from '../backend/app';

const noEmbedded = async () => {
  throw new Error('not used');
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

async function listen(handler: http.RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe('calling an upstream API', () => {
  test('joins the upstream base path, streams the body and drops hop-by-hop headers', async () => {
    const upstream = await listen((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json', connection: 'keep-alive', 'x-upstream': 'yes' });
        res.end(JSON.stringify({ url: req.url, body, proxyAuth: req.headers['proxy-authorization'] ?? null }));
      });
    });
    try {
      const callApi = createApiPort({ upstream: `${upstream.url}/ruoyi`, embedded: noEmbedded });
      const answer = await callApi(
        new Request('http://portal.test/system/user/list?a%5Bb%5D=1', {
          method: 'POST',
          body: 'hello',
          headers: { 'proxy-authorization': 'x' },
        }),
      );
      expect(await answer.json()).toEqual({ url: '/ruoyi/system/user/list?a%5Bb%5D=1', body: 'hello', proxyAuth: null });
      expect(answer.headers.get('x-upstream')).toBe('yes');
      expect(answer.headers.get('connection')).toBeNull();
    } finally {
      await upstream.close();
    }
  });

  test('a path never leaves the upstream host, whatever it looks like', async () => {
    const seen: string[] = [];
    const upstream = await listen((req, res) => {
      seen.push(req.url ?? '');
      res.end('{}');
    });
    try {
      const callApi = createApiPort({ upstream: `${upstream.url}/`, embedded: noEmbedded });
      for (const path of ['/https:evil.example/x', '//evil.example/y', '/http:%2F%2Fevil.example/z']) {
        await callApi(new Request(`http://portal.test${path}`));
      }
      expect(seen).toEqual(['/https:evil.example/x', '/evil.example/y', '/http:%2F%2Fevil.example/z']);
    } finally {
      await upstream.close();
    }
  });

  test('an unreachable upstream answers a 502 envelope at once, and is counted', async () => {
    const closed = await listen(() => undefined);
    await closed.close();
    const errors: UpstreamErrorKind[] = [];
    const callApi = createApiPort({ upstream: closed.url, embedded: noEmbedded, onUpstreamError: (kind) => errors.push(kind) });
    const started = Date.now();
    const answer = await callApi(new Request('http://portal.test/getInfo'));
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({ code: 502, msg: '后端接口连接异常' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(errors).toEqual(['unreachable']);
  });

  test('a silent upstream answers a 504 envelope when the time budget runs out, and the upstream call is dropped', async () => {
    const dropped = deferred<void>();
    const silent = await listen((_req, res) => res.on('close', () => dropped.resolve()));
    try {
      const errors: UpstreamErrorKind[] = [];
      const callApi = createApiPort({
        upstream: silent.url,
        embedded: noEmbedded,
        timeoutMs: 300,
        onUpstreamError: (kind) => errors.push(kind),
      });
      const started = Date.now();
      const answer = await callApi(new Request('http://portal.test/getInfo'));
      expect(answer.status).toBe(504);
      expect(await answer.json()).toEqual({ code: 504, msg: '系统接口请求超时' });
      expect(Date.now() - started).toBeLessThan(3000);
      await dropped.promise;
      expect(errors).toEqual(['timeout']);
    } finally {
      await silent.close();
    }
  });

  test('the budget is for the start of the answer: a long download that began in time arrives whole', async () => {
    const upstream = await listen((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.write('first part, ');
      // Ends well after the budget would have cut it.
      setTimeout(() => res.end('last part'), 150);
    });
    try {
      const callApi = createApiPort({ upstream: upstream.url, embedded: noEmbedded, timeoutMs: 50 });
      const answer = await callApi(new Request('http://portal.test/common/download?fileName=a.pdf'));
      expect(await answer.text()).toBe('first part, last part');
    } finally {
      await upstream.close();
    }
  });

  test('a caller that goes away cancels the upstream call, and is not counted as an upstream error', async () => {
    const arrived = deferred<void>();
    const dropped = deferred<void>();
    const silent = await listen((_req, res) => {
      res.on('close', () => dropped.resolve());
      arrived.resolve();
    });
    try {
      const errors: UpstreamErrorKind[] = [];
      const callApi = createApiPort({ upstream: silent.url, embedded: noEmbedded, onUpstreamError: (kind) => errors.push(kind) });
      const browser = new AbortController();
      const pending = callApi(new Request('http://portal.test/system/user/list', { signal: browser.signal }));
      await arrived.promise;
      browser.abort();
      await dropped.promise;
      expect((await pending).status).toBe(499);
      expect(errors).toEqual([]);
    } finally {
      await silent.close();
    }
  });

  test('carries the request id to the upstream, for its logs', async () => {
    const seen: (string | undefined)[] = [];
    const upstream = await listen((req, res) => {
      seen.push(req.headers['x-request-id'] as string | undefined);
      res.end('{}');
    });
    try {
      const callApi = createApiPort({ upstream: upstream.url, embedded: noEmbedded });
      await callApi(new Request('http://portal.test/getInfo', { headers: { 'x-request-id': 'a1B2.c3_d4-e5' } }));
      expect(seen).toEqual(['a1B2.c3_d4-e5']);
    } finally {
      await upstream.close();
    }
  });
});

describe('calling the embedded API', () => {
  const backendOf = (handle: Backend['handle']) => async () => ({ handle, deps: {} }) as unknown as Backend;

  test('hands the request on as it is, request id included', async () => {
    const seen: Request[] = [];
    const callApi = createApiPort({
      upstream: null,
      embedded: backendOf(async (request) => (seen.push(request), Response.json({ code: 200 }))),
    });
    await callApi(new Request('http://portal.test/getInfo', { headers: { 'x-request-id': 'req-1' } }));
    expect(seen[0].headers.get('x-request-id')).toBe('req-1');
  });

  test('a backend that did not start answers a 502 envelope, and is counted', async () => {
    const errors: UpstreamErrorKind[] = [];
    const callApi = createApiPort({ upstream: null, embedded: noEmbedded, onUpstreamError: (kind) => errors.push(kind) });
    const answer = await callApi(new Request('http://portal.test/getInfo'));
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({ code: 502, msg: '后端接口连接异常' });
    expect(errors).toEqual(['unreachable']);
  });

  test('a backend that hangs (a database that never answers) answers a 504 envelope within the budget', async () => {
    const errors: UpstreamErrorKind[] = [];
    const callApi = createApiPort({
      upstream: null,
      embedded: backendOf(() => new Promise(() => undefined)),
      timeoutMs: 200,
      onUpstreamError: (kind) => errors.push(kind),
    });
    const answer = await callApi(new Request('http://portal.test/getInfo'));
    expect(answer.status).toBe(504);
    expect(await answer.json()).toEqual({ code: 504, msg: '系统接口请求超时' });
    expect(errors).toEqual(['timeout']);
  });

  test('a failure the backend did not turn into an envelope still answers one', async () => {
    const callApi = createApiPort({
      upstream: null,
      embedded: backendOf(() => {
        throw new Error('unforeseen');
      }),
    });
    const answer = await callApi(new Request('http://portal.test/getInfo'));
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ code: 500, msg: '系统未知错误，请反馈给管理员' });
  });
});
