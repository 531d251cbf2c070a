import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiPort } from './api-port';

const noEmbedded = async () => {
  throw new Error('not used');
};

async function listen(handler: http.RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
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
        new Request('http://portal.test/system/user/list?a%5Bb%5D=1', { method: 'POST', body: 'hello', headers: { 'proxy-authorization': 'x' } }),
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

  test('an unreachable upstream answers a 502 envelope at once', async () => {
    const closed = await listen(() => undefined);
    await closed.close();
    const callApi = createApiPort({ upstream: closed.url, embedded: noEmbedded });
    const started = Date.now();
    const answer = await callApi(new Request('http://portal.test/getInfo'));
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({ code: 502, msg: '后端接口连接异常' });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  test('a silent upstream answers a 504 envelope when the time budget runs out', async () => {
    const silent = await listen(() => undefined);
    try {
      const callApi = createApiPort({ upstream: silent.url, embedded: noEmbedded, timeoutMs: 300 });
      const answer = await callApi(new Request('http://portal.test/getInfo'));
      expect(answer.status).toBe(504);
      expect(await answer.json()).toEqual({ code: 504, msg: '系统接口请求超时' });
    } finally {
      
      await silent.close();
    }
  });
});
