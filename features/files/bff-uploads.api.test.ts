import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createApiPort } from '@/lib/server/api-port';
import { handleProdApi } from '@/lib/bff/prod-api';
import { MAX_UPLOAD_BYTES } from '@/lib/rules/upload-rules';
import { PORTAL_ORIGIN, SESSION_SECRET, type Harness } from '@/tests/support/api-harness';
import { featureSuite } from '@/tests/support/feature-suite';
import { PDF_BYTES, type Person } from '@/tests/support/member-helpers';

let api: Harness;
let alice: Person;

featureSuite({ people: ['alice'] }, (suite) => {
  ({ api, alice } = suite);
});

function storedFiles(): string[] {
  return (fs.readdirSync(api.uploadDir, { recursive: true }) as string[]).filter((name) =>
    fs.statSync(path.join(api.uploadDir, name)).isFile(),
  );
}

describe('uploads through the BFF', () => {
  test('a file just under the upload limit arrives byte for byte', async () => {
    const bytes = Buffer.concat([PDF_BYTES, crypto.randomBytes(MAX_UPLOAD_BYTES - 1024 - PDF_BYTES.length)]);
    const answer = await alice.upload('large.pdf', bytes);
    expect(answer.body).toMatchObject({ code: 200, originalFilename: 'large.pdf' });
    const download = await alice.call('GET', `/common/download?fileName=${encodeURIComponent(String(answer.body.fileName))}`);
    expect(download.bytes.length).toBe(bytes.length);
    expect(download.bytes.equals(bytes)).toBe(true);
  });

  test('a browser that breaks off mid-upload gets an error envelope, and nothing is left behind', async () => {
    const before = storedFiles();
    const boundary = 'broken-upload-boundary';
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          encoder.encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
          ),
        );
        controller.enqueue(new Uint8Array(PDF_BYTES));
        controller.enqueue(new Uint8Array(64 * 1024));
        controller.error(new Error('the connection was reset'));
      },
    });
    const request = new Request(`${PORTAL_ORIGIN}/prod-api/common/upload`, {
      method: 'POST',
      headers: { cookie: alice.jar.cookie!, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit);
    const callApi = createApiPort({ upstream: null, embedded: async () => api.backend });
    const answer = await handleProdApi(request, { callApi, sessionSecret: SESSION_SECRET, trustProxy: false, siteUrl: null });
    expect(await answer.json()).toMatchObject({ code: 500 });
    expect(storedFiles()).toEqual(before);
  });
});
