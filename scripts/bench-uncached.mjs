// Uncached rendering for `npm run bench`: publishes articles no reader has opened yet, then opens
// each once at 10 connections, so every answer is a page cache miss rendered by Next from the
// database. Pages per second and p99 are the cost of a reader who arrives from a search engine.
import { measure } from './bench-support.mjs';

const CONNECTIONS = 10;

/** Signs in as the administrator; answers the session cookie. */
async function adminCookie(base, password) {
  const answer = await fetch(`${base}/prod-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  const body = await answer.json();
  if (body.code !== 200) throw new Error(`bench could not sign in as admin: ${body.msg}`);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Publishes `count` articles in category 41, each a copy of article `templateId` under its own title; answers their ids. */
async function publishArticles(base, cookie, templateId, count) {
  const headers = { cookie, 'content-type': 'application/json' };
  const template = (await (await fetch(`${base}/prod-api/bll/article/${templateId}`, { headers })).json()).data;
  const ids = [];
  let made = 0;
  const publishOne = async () => {
    while (made < count) {
      const n = ++made;
      const answer = await fetch(`${base}/prod-api/bll/article`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          typeId: 41,
          articleName: `${template.articleName}（${n}）`,
          summary: template.summary,
          author: template.author,
          source: template.source,
          status: '1',
          content: template.content,
          contentEs: template.contentEs,
        }),
      });
      const body = await answer.json();
      if (body.code !== 200) throw new Error(`bench could not publish an article: ${body.msg}`);
      ids.push(body.data);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, publishOne));
  return ids;
}

/** The rows for bench's targets: pages per second and p99 of cache misses, each article opened once. */
export async function uncachedRows(base, { adminPassword, templateId, count }) {
  const ids = await publishArticles(base, await adminCookie(base, adminPassword), templateId, count);
  let next = 0;
  const result = await measure({
    url: base,
    connections: CONNECTIONS,
    amount: ids.length,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `/article?articleId=${ids[next++ % ids.length]}` }) }],
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`uncached articles: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  const name = `article, uncached (${ids.length} distinct, ${CONNECTIONS} connections)`;
  return [
    { name: `${name}: pages/s`, figure: `${(result.requests.total / result.duration).toFixed(0)}`, threshold: '', holds: null },
    { name: `${name}: p99`, figure: `${result.latency.p99} ms`, threshold: '<= 300 ms', holds: result.latency.p99 <= 300 },
  ];
}
