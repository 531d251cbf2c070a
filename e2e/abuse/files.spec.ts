/** @features files */
import { expect, test } from '../fixtures';
import { PDF_BYTES } from '../../tests/support/sample-files';
import { adminSession, sessionCookieOf, uploadNamed } from './support';
import { rawRequest, type RawResponse } from './raw-http';

const refusedName = (name: string) => `文件名称(${name.slice(0, 100)})非法，不允许下载。`;

/** Names a download is asked for that try to leave the upload folder, as the client sends them (the query is encoded once more). */
const TRAVERSALS = [
  '../../etc/passwd',
  '../../../../../../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%252e%252e%252fetc%252fpasswd',
  '..\\..\\..\\etc\\passwd',
  '/etc/passwd',
  'C:\\Windows\\win.ini',
  'file:///etc/passwd',
  '....//....//etc/passwd',
  '/profile/upload/../../../etc/passwd',
  '/profile/upload/2026/01/01/../../../../../package.json',
  '/profile/download/../../.env',
  `/profile/upload/2026/01/01/${'a'.repeat(32)}.pdf\u0000.png`,
  `/profile/upload/2026/01/01/${'a'.repeat(32)}.pdf/../../../../../etc/passwd`,
];

/** Nothing of the server's own files, whatever the answer. */
function expectNoServerFile(body: string) {
  expect(body).not.toContain('root:x:0:0');
  expect(body).not.toContain('"dependencies"');
  expect(body).not.toContain('[fonts]');
}

test('path traversal on /common/download and /common/download/resource is refused by name, encoded or not', async ({ baseURL }) => {
  const api = await adminSession(baseURL!);
  for (const name of TRAVERSALS) {
    for (const [path, param] of [
      ['/prod-api/common/download', 'fileName'],
      ['/prod-api/common/download/resource', 'resource'],
    ]) {
      // As the admin pages ask: a download that deletes is taken only from the site's own pages.
      const response = await api.get(path, { params: { [param]: name, delete: 'true' }, headers: { 'sec-fetch-site': 'same-origin' } });
      expect(response.headers()['content-type']).toContain('application/json');
      const body = await response.text();
      expectNoServerFile(body);
      // A NUL is refused before any name is looked at.
      const refusal = name.includes('\u0000') ? { code: 400, msg: '请求内容不能包含空字符' } : { code: 500, msg: refusedName(name) };
      expect(JSON.parse(body), `${path} ${name}`).toEqual(refusal);
    }
  }
});

/**
 * An answer that serves no file: a JSON refusal (not signed in, not found, or the bad name), a
 * 400/404, or a redirect within the site that ends in one of those.
 */
async function expectRefusedPath(baseURL: string, target: string, cookie: string) {
  let answer: RawResponse = await rawRequest(baseURL, { target, headers: { cookie } });
  for (let hop = 0; hop < 3 && answer.status >= 300 && answer.status < 400; hop++) {
    const location = answer.headers.location?.[0] ?? '';
    expect(location, target).toMatch(/^\/(?!\/)|^https?:\/\//);
    const next = new URL(location, baseURL);
    expect(next.host, target).toBe(new URL(baseURL).host);
    answer = await rawRequest(baseURL, { target: `${next.pathname}${next.search}`, headers: { cookie } });
  }
  expectNoServerFile(answer.body);
  if (answer.status === 400 || answer.status === 404) return;
  expect(answer.status, target).toBe(200);
  expect(answer.headers['content-type']?.[0], target).toContain('application/json');
  const body = JSON.parse(answer.body) as { code: number; msg: string };
  if (body.code === 500) expect(body.msg, target).toMatch(/^文件名称\(.*\)非法，不允许下载。$/s);
  else expect([401, 404], `${target}: ${body.msg}`).toContain(body.code);
}

test('path traversal through /profile paths, sent raw (dot segments, encoded, double-encoded, backslash, absolute, NUL) never serves a file', async ({
  baseURL,
}) => {
  const api = await adminSession(baseURL!);
  const cookie = `Admin-Token=${await sessionCookieOf(api)}`;
  const day = '/prod-api/profile/upload/2026/01/01';
  const targets = [
    '/prod-api/profile/upload/../../../../etc/passwd',
    '/prod-api/profile/upload/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/prod-api/profile/%2e%2e/%2e%2e/package.json',
    '/prod-api/%2e%2e/%2e%2e/etc/passwd',
    '/prod-api/profile/avatar/../../../etc/passwd',
    `${day}/..%2f..%2f..%2f..%2fetc%2fpasswd`,
    `${day}/..%2F..%2F..%2F..%2F..%2F..%2Fpackage.json`,
    `${day}/%252e%252e%252f%252e%252e%252fpasswd`,
    `${day}/..%5c..%5c..%5cetc%5cpasswd`,
    '/prod-api/profile/upload\\..\\..\\etc\\passwd',
    `${day}/%2fetc%2fpasswd`,
    `${day}/C:%5cWindows%5cwin.ini`,
    `${day}/${'a'.repeat(32)}.png%00.txt`,
    '/prod-api/profile//etc/passwd',
    '/prod-api//etc/passwd',
    '/profile/upload/../../etc/passwd',
  ];
  for (const target of targets) await expectRefusedPath(baseURL!, target, cookie);
});

test('CR/LF and quotes in a file name never become headers of its download', async ({ baseURL }) => {
  const api = await adminSession(baseURL!);
  const evilName = 'a";\r\nSet-Cookie: injected=1\r\nX-Injected: 1\r\n\r\n<script>.pdf';
  const stored = await uploadNamed(api, `filename*=UTF-8''${encodeURIComponent(evilName)}`, PDF_BYTES);
  expect(stored).toMatchObject({ code: 200, originalFilename: evilName });

  const cookie = `Admin-Token=${await sessionCookieOf(api)}`;
  const download = await rawRequest(baseURL!, {
    target: `/prod-api/common/download?fileName=${encodeURIComponent(String(stored.fileName))}`,
    headers: { cookie },
  });
  expect(download.status).toBe(200);
  expect(download.body).toBe(PDF_BYTES.toString('utf8'));
  expect(download.headers['x-injected']).toBeUndefined();
  expect(download.headers['set-cookie'] ?? []).not.toContainEqual(expect.stringContaining('injected'));
  expect(download.headers['content-type']).toEqual(['application/octet-stream']);
  expect(download.headers['x-content-type-options']).toEqual(['nosniff']);
  const [disposition] = download.headers['content-disposition'];
  expect(disposition).toMatch(/^attachment; filename="[\x20\x21\x23-\x7e]*"; filename\*=UTF-8''[\w%.~!-]+$/);
  expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(evilName)}`);

  // A name asked for with CR/LF in it is only echoed inside the JSON refusal.
  const refused = await rawRequest(baseURL!, {
    target: '/prod-api/common/download?fileName=x%0d%0aX-Injected:%201%0d%0aSet-Cookie:%20injected=1',
    headers: { cookie },
  });
  expect(refused.headers['x-injected']).toBeUndefined();
  expect(refused.headers['set-cookie'] ?? []).not.toContainEqual(expect.stringContaining('injected'));
  expect(JSON.parse(refused.body)).toEqual({ code: 500, msg: refusedName('x\r\nX-Injected: 1\r\nSet-Cookie: injected=1') });
});
