import { watchMultipart } from './multipart-names';

/** A multipart body as a browser builds it, cut into chunks of `chunkSize` bytes. */
async function watched(form: FormData, chunkSize: number) {
  const request = new Request('http://x.test/upload', { method: 'POST', body: form });
  const bytes = new Uint8Array(await request.arrayBuffer());
  const contentType = request.headers.get('content-type') ?? '';
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += chunkSize) controller.enqueue(bytes.slice(at, at + chunkSize));
      controller.close();
    },
  });
  const watch = watchMultipart(source, contentType);
  const passed = new Uint8Array(await new Response(watch.body).arrayBuffer());
  return { names: watch.names(), passed, bytes };
}

describe('watchMultipart', () => {
  const form = new FormData();
  form.append('remark', 'filename="fake.txt" in a text field');
  form.append('file', new Blob([new Uint8Array(3000).fill(65)]), '会员 照片.png');
  form.append('files', new Blob(['Content-Disposition: form-data; name="x"; filename="inside.txt"\r\n\r\n']), 'b.pdf');

  test.each([1, 7, 64, 100_000])(
    'names every file part, whatever the chunk size (%i), and passes the bytes through unchanged',
    async (chunkSize) => {
      const { names, passed, bytes } = await watched(form, chunkSize);
      expect(names).toEqual([
        { field: 'file', fileName: '会员 照片.png' },
        { field: 'files', fileName: 'b.pdf' },
      ]);
      expect(Buffer.from(passed).equals(Buffer.from(bytes))).toBe(true);
    },
  );

  test('a body without a boundary passes through with no names', async () => {
    const body = new Response('plain').body!;
    const watch = watchMultipart(body, 'multipart/form-data');
    expect(await new Response(watch.body).text()).toBe('plain');
    expect(watch.names()).toEqual([]);
  });
});
