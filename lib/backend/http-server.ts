import http from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { clientInfoOf } from '../http/client-info';
import { methodNotAllowedAnswer, SUPPORTED_METHODS } from '../http/http-methods';
import { loggedPath } from '../log';
import { drain, webStreamOf } from './http/web-stream';
import type { Backend } from './app';

/**
 * Serves the embedded backend on its own port (`npm run backend`), as a RuoYi server would:
 * Node's request becomes a fetch Request, the answer streams back, and a client that goes away
 * cancels the work.
 */
export function createBackendServer(backend: Backend, options: { trustProxy: boolean }): http.Server {
  return http.createServer(async (req, res) => {
    if (!SUPPORTED_METHODS.has(req.method ?? '')) {
      const answer = methodNotAllowedAnswer(req.method ?? '');
      res.writeHead(405, answer.headers).end(answer.body);
      return;
    }
    const controller = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
      else if (value !== undefined) headers.set(name, value);
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    try {
      const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
        method: req.method,
        headers,
        body: hasBody ? webStreamOf(req, drain) : undefined,
        signal: controller.signal,
        ...(hasBody ? { duplex: 'half' } : {}),
      } as RequestInit);
      const response = await backend.handle(request, clientInfoOf(headers, options.trustProxy, req.socket.remoteAddress));
      const outHeaders: [string, string][] = [];
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') outHeaders.push([name, value]);
      });
      for (const cookie of response.headers.getSetCookie()) outHeaders.push(['set-cookie', cookie]);
      // An answer given before the whole body was read (a refused oversized body) ends the
      // connection, so the client does not reuse a socket whose unread bytes were dropped.
      if (hasBody && !req.readableEnded) outHeaders.push(['connection', 'close']);
      res.writeHead(response.status, outHeaders);
      if (response.body) Readable.fromWeb(response.body as NodeReadableStream).pipe(res);
      else res.end();
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json;charset=utf-8' });
      res.end(JSON.stringify({ code: 500, msg: '系统内部错误，请联系管理员' }));
      backend.deps.log(`[api] ${req.method} ${loggedPath(req.url ?? '/')} failed: ${(error as Error).message}`, 'error');
    }
  });
}
