/** @features files */
import { expect, test } from '../fixtures';
import { PDF_BYTES, PNG_BYTES } from '../../tests/support/sample-files';
import { E2E_ADMIN_PASSWORD, settled, signIn } from '../support';
import { adminSession, envelope, sessionCookieOf, upload, uploadNamed } from './support';
import { exchange, rawRequest, type RawResponse } from './raw-http';

const SCRIPT = '<script>window.__xss=true;alert(1)</script>';
const HTML_PAGE = Buffer.from(`<!DOCTYPE html><html><body>${SCRIPT}</body></html>`);
const SVG = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=true">${SCRIPT}</svg>`);
const PHP = Buffer.from('<?php system($_GET["c"]); ?>');
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(1024)]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

const mismatch = (ext: string) => `文件格式不正确: 文件内容与扩展名 .${ext} 不符`;
const unsupported = (ext: string) => `文件格式不正确: 不支持 .${ext} 文件`;

test('spoofed types are refused by their content, whatever the declared type says, with no stored name in the answer', async ({
  baseURL,
}) => {
  const api = await adminSession(baseURL!);
  const cases: [name: string, mimeType: string, bytes: Buffer, msg: string][] = [
    ['photo.jpg', 'image/jpeg', HTML_PAGE, mismatch('jpg')],
    ['logo.jpg', 'image/jpeg', SVG, mismatch('jpg')],
    ['logo.png', 'image/png', SVG, mismatch('png')],
    ['shell.php.jpg', 'image/jpeg', PHP, mismatch('jpg')],
    ['report.pdf', 'application/pdf', EXE, mismatch('pdf')],
    ['report.pdf', 'application/pdf', PNG_BYTES, mismatch('pdf')],
    ['notes.txt', 'text/plain', EXE, mismatch('txt')],
    ['sheet.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', HTML_PAGE, mismatch('xlsx')],
    ['logo.svg', 'image/svg+xml', SVG, unsupported('svg')],
    ['page.html', 'text/html', HTML_PAGE, unsupported('html')],
    ['page.htm', 'image/png', HTML_PAGE, unsupported('htm')],
    ['shell.php', 'image/jpeg', PHP, unsupported('php')],
    ['shell.jpg.php', 'image/jpeg', Buffer.concat([JPEG_MAGIC, PHP]), unsupported('php')],
    ['tool.exe', 'application/pdf', EXE, unsupported('exe')],
    ['photo.jpg.', 'image/jpeg', Buffer.concat([JPEG_MAGIC, PHP]), '文件格式不正确: 不支持 .无扩展名 文件'],
  ];
  for (const [name, mimeType, bytes, msg] of cases) {
    const answer = await upload(api, name, mimeType, bytes);
    expect(answer, `${name} as ${mimeType}`).toEqual({ code: 500, msg });
  }
});

test('a NUL in a file name is refused with a clear message, not a database error', async ({ baseURL }) => {
  const api = await adminSession(baseURL!);
  expect(await uploadNamed(api, "filename*=UTF-8''report%00.pdf", PDF_BYTES)).toEqual({ code: 500, msg: '上传的文件名不能包含空字符' });
  expect(await uploadNamed(api, "filename*=UTF-8''shell.php%00.pdf", PDF_BYTES)).toEqual({ code: 500, msg: '上传的文件名不能包含空字符' });
});

test('polyglots that pass the magic-number check are served inert: image type or attachment, nosniff, sandboxed', async ({
  baseURL,
  page,
}) => {
  const api = await adminSession(baseURL!);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, 'admin', E2E_ADMIN_PASSWORD);

  const jpeg = await upload(api, 'polyglot.jpg', 'text/html', Buffer.concat([JPEG_MAGIC, HTML_PAGE]));
  expect(jpeg).toMatchObject({ code: 200 });
  const shown = await page.request.get(`/prod-api${jpeg.fileName}`);
  expect(shown.headers()).toMatchObject({
    'content-type': 'image/jpeg',
    'x-content-type-options': 'nosniff',
    'content-security-policy': expect.stringContaining('sandbox'),
  });
  expect(shown.headers()['content-disposition']).toMatch(/^inline; /);
  // Opened as a page, it is an image that does not decode: no script of it runs.
  await page.goto(`/prod-api${jpeg.fileName}`);
  await settled(page);
  expect(await page.evaluate(() => (window as { __xss?: boolean }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);

  // Documents (a PDF that is also a page, a text file holding a page) are only ever attachments.
  for (const [name, bytes] of [
    ['polyglot.pdf', Buffer.concat([PDF_BYTES, HTML_PAGE])],
    ['page.txt', HTML_PAGE],
  ] as const) {
    const stored = await upload(api, name, 'text/html', bytes);
    expect(stored, name).toMatchObject({ code: 200 });
    for (const path of [
      `/prod-api${stored.fileName}`,
      `/prod-api/common/download?fileName=${encodeURIComponent(String(stored.fileName))}`,
    ]) {
      const served = await api.get(path);
      expect(served.headers(), path).toMatchObject({ 'content-type': 'application/octet-stream', 'x-content-type-options': 'nosniff' });
      expect(served.headers()['content-disposition'], path).toMatch(/^attachment; /);
    }
  }
});

test('JSON bodies over the limit are refused with 请求数据过大, and the server stays healthy', async ({ baseURL }) => {
  const api = await adminSession(baseURL!);
  const big = (size: number) => JSON.stringify({ username: 'admin', password: 'x', padding: 'a'.repeat(size) });
  for (const size of [70 * 1024, 2 * 1024 * 1024]) {
    const answer = await api.post('/prod-api/login', { data: big(size), headers: { 'content-type': 'application/json' } });
    // A proxy in front may refuse first, with its own 413.
    if (answer.status() === 413) continue;
    expect(await envelope(answer), `${size} bytes`).toEqual({ code: 500, msg: '请求数据过大' });
  }
  const profile = await api.put('/prod-api/system/user/profile', { data: { nickName: 'a'.repeat(200 * 1024) } });
  expect(profile.status() === 413 || (await envelope(profile)).msg === '请求数据过大').toBe(true);
  expect(await envelope(await api.get('/prod-api/getInfo'))).toMatchObject({ code: 200 });
});

test('a declared body far over the limit is answered at once, without waiting for the bytes', async ({ baseURL }) => {
  const api = await adminSession(baseURL!);
  const cookie = `Admin-Token=${await sessionCookieOf(api)}`;
  const boundary = '----abuse-oversize';
  // Only 64 KB of the declared 500 MB is ever sent: an answer at all shows the server did not wait.
  const answer = await exchange(
    baseURL!,
    (socket) => {
      socket.write(
        `POST /prod-api/common/upload HTTP/1.1\r\nHost: ${new URL(baseURL!).host}\r\nCookie: ${cookie}\r\nConnection: close\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${500 * 1024 * 1024}\r\n\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      );
      socket.write(Buffer.concat([PDF_BYTES, Buffer.alloc(64 * 1024, 0x20)]));
    },
    10_000,
  );
  if (answer.status !== 413) {
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ code: 500, msg: '上传文件大小不能超过 5 MB!' });
  }
  expect(await envelope(await api.get('/prod-api/getInfo'))).toMatchObject({ code: 200 });
});

/** Sends a multipart upload chunked (no Content-Length, so only the stream tells its size). */
function chunkedUpload(baseURL: string, cookie: string, name: string, bytes: Buffer): Promise<RawResponse> {
  const boundary = '----abuse-chunked';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return exchange(baseURL, (socket) => {
    socket.write(
      `POST /prod-api/common/upload HTTP/1.1\r\nHost: ${new URL(baseURL).host}\r\nCookie: ${cookie}\r\nConnection: close\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    for (let offset = 0; offset < body.length; offset += 256 * 1024) {
      const part = body.subarray(offset, offset + 256 * 1024);
      socket.write(`${part.length.toString(16)}\r\n`);
      socket.write(part);
      socket.write('\r\n');
    }
    socket.write('0\r\n\r\n');
  });
}

test('an upload over 5 MB is refused (by its declared length, or while it streams), and the server stays healthy', async ({ baseURL }) => {
  const api = await adminSession(baseURL!);
  const padding = Buffer.alloc(6 * 1024 * 1024, 0x20);
  // Declared: refused before the name is read, so with the general message.
  for (const [name, mimeType, head] of [
    ['big.png', 'image/png', PNG_BYTES],
    ['big.pdf', 'application/pdf', PDF_BYTES],
  ] as const) {
    const response = await api.post('/prod-api/common/upload', {
      multipart: { file: { name, mimeType, buffer: Buffer.concat([head, padding]) } },
    });
    if (response.status() === 413) continue;
    expect(await envelope(response), name).toEqual({ code: 500, msg: '上传文件大小不能超过 5 MB!' });
  }
  // Streamed: stopped at 5 MB, with the message of the file's kind.
  const cookie = `Admin-Token=${await sessionCookieOf(api)}`;
  for (const [name, head, msg] of [
    ['big.png', PNG_BYTES, '上传图片大小不能超过 5 MB!'],
    ['big.pdf', PDF_BYTES, '上传文件大小不能超过 5 MB!'],
  ] as const) {
    const answer = await chunkedUpload(baseURL!, cookie, name, Buffer.concat([head, padding]));
    if (answer.status === 413) continue;
    expect(answer.status, name).toBe(200);
    // nginx buffers a chunked body and passes it on with its length: then the general message.
    const refusal = JSON.parse(answer.body);
    expect(refusal.code, name).toBe(500);
    expect([msg, '上传文件大小不能超过 5 MB!'], name).toContain(refusal.msg);
  }
  expect(await upload(api, 'small.pdf', 'application/pdf', PDF_BYTES)).toMatchObject({ code: 200 });
});

test('request headers over the size limit are refused, and the server stays healthy', async ({ baseURL }) => {
  const answer = await rawRequest(baseURL!, { target: '/login', headers: { cookie: `padding=${'a'.repeat(64 * 1024)}` } });
  // Node answers 431; nginx answers 400 (Request Header Or Cookie Too Large).
  expect([400, 431]).toContain(answer.status);
  expect((await rawRequest(baseURL!, { target: '/prod-api/captchaImage' })).status).toBe(200);
});
