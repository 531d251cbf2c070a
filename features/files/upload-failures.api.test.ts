import fs from 'node:fs';
import path from 'node:path';
import { startHarness, type Harness } from '@/tests/support/api-harness';
import { PDF_BYTES, registeredUser, type Person } from '@/tests/support/member-helpers';

/**
 * An upload whose bytes cannot be written (a full disk: ENOSPC) is answered with the upload's
 * failure message, leaves no partial file, and is logged as an error, never as an unhandled
 * rejection that a process watching for them would die of.
 */
let api: Harness;
let alice: Person;
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);

beforeAll(async () => {
  api = await startHarness();
  alice = await registeredUser(api);
  process.on('unhandledRejection', onRejection);
});
afterAll(async () => {
  process.off('unhandledRejection', onRejection);
  await api?.close();
});
afterEach(() => jest.restoreAllMocks());

const filesUnder = (folder: string) =>
  (fs.readdirSync(folder, { recursive: true }) as string[]).filter((name) => fs.statSync(path.join(folder, name)).isFile());

/** The upload store's temporary files then fail every write, as on a disk that is full. */
function diskFull(): void {
  const files = api.backend.deps.files;
  const createTemp = files.createTemp.bind(files);
  jest.spyOn(files, 'createTemp').mockImplementation(() => {
    const temp = createTemp();
    temp.stream._write = (_chunk, _encoding, callback) =>
      callback(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }));
    return temp;
  });
}

test('a write that fails answers an error envelope, removes the partial file and logs an error', async () => {
  const before = filesUnder(api.uploadDir);
  diskFull();
  const log = jest.spyOn(api.backend.deps, 'log').mockImplementation(() => undefined);
  const answer = await alice.upload('申报材料.pdf', Buffer.concat([PDF_BYTES, Buffer.alloc(256 * 1024, 0x20)]));
  expect(answer.body).toMatchObject({ code: 500, msg: '上传失败, 请重试' });
  expect(log).toHaveBeenCalledWith(expect.stringContaining('ENOSPC'), 'error');
  // Whatever was still to settle has settled: no rejection was left unhandled.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(rejections).toEqual([]);
  expect(filesUnder(api.uploadDir)).toEqual(before);

  jest.restoreAllMocks();
  expect((await alice.upload('申报材料.pdf', PDF_BYTES)).body).toMatchObject({ code: 200 });
});

test('a write that fails further on (moving the file into place) is logged as an error too, and leaves nothing', async () => {
  const before = filesUnder(api.uploadDir);
  jest
    .spyOn(api.backend.deps.files, 'commit')
    .mockRejectedValue(Object.assign(new Error('ENOSPC: no space left on device, rename'), { code: 'ENOSPC' }));
  const log = jest.spyOn(api.backend.deps, 'log').mockImplementation(() => undefined);
  expect((await alice.upload('申报材料.pdf', PDF_BYTES)).body).toMatchObject({ code: 500, msg: '系统内部错误，请联系管理员' });
  expect(log).toHaveBeenCalledWith(expect.stringMatching(/^\[api\] POST \/common\/upload failed: .*ENOSPC/s), 'error');
  expect(filesUnder(api.uploadDir)).toEqual(before);
  expect(rejections).toEqual([]);
});
