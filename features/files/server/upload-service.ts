import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import type { BackendDeps } from '@/lib/backend/deps';
import type { FileStore } from '@/lib/backend/storage/file-store';
import { sysFile } from '@/lib/backend/db/schema';
import { containsNul } from '@/lib/backend/http/nul-characters';
import { ServiceError } from '@/lib/backend/http/errors';
import { ALLOWED_EXTENSIONS, matchesSignature, SIGNATURE_BYTES, STORED_TYPES } from '@/lib/backend/storage/file-signature';
import {
  extensionOf,
  IMAGE_TYPES,
  isImageType,
  MAX_FILE_NAME_LENGTH,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
  UPLOAD_MESSAGES,
  UPLOAD_QUOTAS,
} from '@/lib/rules/upload-rules';
import type { Executor } from '@/lib/backend/db/client';
import type { StoredFile } from '@/lib/security/attachment-grant';

/** Room for the multipart framing around one file of the largest allowed size. */
const MULTIPART_OVERHEAD = 64 * 1024;
const EMPTY_UPLOAD_MSG = '上传文件不能为空';
const ONE_FILE_PER_REQUEST_MSG = '每次只能上传一个文件';
const NAME_TOO_LONG_MSG = `上传的文件名最长${MAX_FILE_NAME_LENGTH}个字符`;
const NAME_HAS_NUL_MSG = '上传的文件名不能包含空字符';

const tooLarge = (ext: string) =>
  new ServiceError(isImageType(ext) ? UPLOAD_MESSAGES.imageTooLarge(MAX_UPLOAD_MB) : UPLOAD_MESSAGES.fileTooLarge(MAX_UPLOAD_MB));
const badFormat = (detail: string) => new ServiceError(`${UPLOAD_MESSAGES.badFormat}: ${detail}`);

/**
 * Why an extension is refused. The extension comes from the client's file name and messages may
 * be shown as HTML (the stock import dialog does), so it is named only when it is plain letters
 * and digits; anything else could carry markup.
 */
function unsupportedType(ext: string): string {
  if (ext === '') return '不支持 .无扩展名 文件';
  return /^[a-z0-9]{1,16}$/.test(ext) ? `不支持 .${ext} 文件` : '不支持该扩展名的文件';
}

/** `/profile/upload/yyyy/MM/dd/<32 hex>.<ext>`: the date keeps folders small, the hex makes names unguessable. */
function generatedName(ext: string, now = new Date()): string {
  const day = [now.getFullYear(), String(now.getMonth() + 1).padStart(2, '0'), String(now.getDate()).padStart(2, '0')].join('/');
  return `/profile/upload/${day}/${crypto.randomBytes(16).toString('hex')}.${ext}`;
}

interface Received {
  tempPath: string;
  originalFilename: string;
  ext: string;
  size: number;
  head: Uint8Array;
}

/** Refuses an upload of `incoming` bytes that would take the owner past an hourly or daily quota. */
async function requireQuota(db: Executor, ownerId: number, incoming: number): Promise<void> {
  for (const quota of UPLOAD_QUOTAS) {
    const [used] = await db
      .select({ files: count(), bytes: sql<string>`coalesce(sum(${sysFile.size}), 0)` })
      .from(sysFile)
      .where(and(eq(sysFile.ownerId, ownerId), ne(sysFile.kind, 'export'), gt(sysFile.createTime, new Date(Date.now() - quota.windowMs))));
    if (used.files >= quota.files || Number(used.bytes) + incoming > quota.mb * 1024 * 1024) {
      throw new ServiceError(UPLOAD_MESSAGES.quotaReached(quota.period, quota.files, quota.mb));
    }
  }
}

/**
 * Reads one multipart upload in field `field` as it streams: the name and extension are checked
 * before any byte is stored, the size limit stops the read at 5 MB, and the content must match
 * its extension. The file is then renamed into place and recorded with its owner. The owner's
 * hourly and daily quotas are checked before the body is read and again with its size. On any
 * refusal the temporary file is removed, so nothing stray is left.
 */
export interface UploadOptions {
  /** The multipart field of the file. */
  field?: string;
  /** What the file is for: `upload` (a form's file, private to its owner and reviewers) or `content` (a picture for the public pages). */
  kind?: 'upload' | 'content';
  /** Refuses anything but png, jpg and jpeg. */
  imagesOnly?: boolean;
}

export async function receiveUpload(
  deps: BackendDeps,
  request: Request,
  ownerId: number,
  { field = 'file', kind = 'upload', imagesOnly = false }: UploadOptions = {},
): Promise<StoredFile> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(contentType) || !request.body) throw new ServiceError(EMPTY_UPLOAD_MSG);
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) throw tooLarge('');
  await requireQuota(deps.db, ownerId, 0);

  const received = await readMultipart(deps, request.body, contentType, field);
  try {
    if (imagesOnly && !isImageType(received.ext)) throw new ServiceError(UPLOAD_MESSAGES.imageFormat(IMAGE_TYPES));
    if (!matchesSignature(received.ext, received.head)) throw badFormat(`文件内容与扩展名 .${received.ext} 不符`);
    await requireQuota(deps.db, ownerId, received.size);
    const fileName = generatedName(received.ext);
    await deps.files.commit(received.tempPath, fileName);
    try {
      const [row] = await deps.db
        .insert(sysFile)
        .values({
          fileName,
          originalFilename: received.originalFilename,
          contentType: STORED_TYPES[received.ext],
          size: received.size,
          ownerId,
          kind,
        })
        .returning();
      return row;
    } catch (error) {
      await deps.files.remove(fileName);
      throw error;
    }
  } finally {
    await deps.files.discard(received.tempPath);
  }
}

function readMultipart(deps: BackendDeps, body: ReadableStream<Uint8Array>, contentType: string, field: string): Promise<Received> {
  return new Promise((resolve, reject) => {
    const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
    let settled = false;
    let temp: ReturnType<FileStore['createTemp']> | null = null;
    let writing: Promise<Received> | null = null;
    let fileStream: Readable | null = null;

    const finish = (error: unknown, value?: Received) => {
      if (settled) return;
      settled = true;
      if (!error) return resolve(value!);
      // Stop reading whatever the client still sends, and remove what was written once the
      // file is closed (removing it earlier could race the file's creation).
      source.unpipe();
      source.destroy();
      writing?.catch(() => undefined);
      if (!temp) return reject(error);
      const { path: tempPath, stream } = temp;
      fileStream?.unpipe(stream);
      fileStream?.resume();
      const closed = stream.closed ? Promise.resolve() : new Promise<void>((done) => stream.once('close', () => done()));
      stream.destroy();
      void closed.then(() => deps.files.discard(tempPath)).finally(() => reject(error));
    };

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        defParamCharset: 'utf8',
        limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 20, fieldSize: 1024, parts: 30 },
      });
    } catch {
      finish(new ServiceError(EMPTY_UPLOAD_MSG));
      return;
    }

    parser.on('file', (name, stream, info) => {
      if (name !== field || writing) {
        stream.resume();
        return;
      }
      const originalFilename = info.filename?.trim() ?? '';
      const ext = extensionOf(originalFilename);
      if (!originalFilename) return finish(new ServiceError(EMPTY_UPLOAD_MSG));
      if (originalFilename.length > MAX_FILE_NAME_LENGTH) return finish(new ServiceError(NAME_TOO_LONG_MSG));
      if (containsNul(originalFilename)) return finish(new ServiceError(NAME_HAS_NUL_MSG));
      if (!ALLOWED_EXTENSIONS.includes(ext)) return finish(badFormat(unsupportedType(ext)));

      const created = deps.files.createTemp();
      temp = created;
      fileStream = stream;
      const headChunks: Buffer[] = [];
      let headSize = 0;
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (headSize < SIGNATURE_BYTES) {
          headChunks.push(chunk);
          headSize += chunk.length;
        }
      });
      stream.on('limit', () => finish(tooLarge(ext)));
      stream.pipe(created.stream);
      writing = new Promise((done, failed) => {
        created.stream.on('error', failed);
        created.stream.on('close', () =>
          done({ tempPath: created.path, originalFilename, ext, size, head: Buffer.concat(headChunks).subarray(0, SIGNATURE_BYTES) }),
        );
      });
      // A write that fails (a full disk) ends the upload at once, rather than when the client has
      // sent the rest: the reader learns it, the partial file goes, and the failure is an error
      // in the log, not a rejection nobody awaits.
      writing.catch((error: NodeJS.ErrnoException) => {
        deps.log(`[upload] a file could not be stored in the upload folder: ${error.code ?? error.message}`, 'error');
        finish(new ServiceError(UPLOAD_MESSAGES.failedRetry));
      });
    });
    parser.on('filesLimit', () => finish(new ServiceError(ONE_FILE_PER_REQUEST_MSG)));
    parser.on('error', () => finish(new ServiceError(EMPTY_UPLOAD_MSG)));
    source.on('error', (error) => finish(error));
    parser.on('close', () => {
      if (!writing) return finish(new ServiceError(EMPTY_UPLOAD_MSG));
      writing.then(
        (value) => (value.size === 0 ? finish(new ServiceError(EMPTY_UPLOAD_MSG)) : finish(null, value)),
        (error) => finish(error),
      );
    });
    source.pipe(parser);
  });
}
