import { files, type UploadedFile } from '@/features/files/contract';
import { and, eq } from 'drizzle-orm';
import { sysFile } from '@/lib/backend/db/schema';
import { fail, jsonResponse, ok } from '@/lib/backend/http/envelope';
import type { RequestContext } from '@/lib/backend/http/context';
import type { Route } from '@/lib/backend/http/router';
import { downloadHeaders } from '@/lib/backend/http/content-disposition';
import { mayRead } from './file-access';
import { FILE_NOT_FOUND_MSG, findFile, isShared, isStoredName, storedNameOf } from './file-service';
import type { StoredFile } from '@/lib/security/attachment-grant';
import { receiveUpload } from './upload-service';

export function uploadedFile(stored: StoredFile): UploadedFile {
  return {
    url: stored.fileName,
    fileName: stored.fileName,
    newFileName: stored.fileName.split('/').pop() ?? '',
    originalFilename: stored.originalFilename,
  };
}

/** The contract's answer to an upload. */
export const uploadAnswer = (stored: StoredFile) => ok(uploadedFile(stored));

const upload: Route['handler'] = async (ctx) => uploadAnswer(await receiveUpload(ctx.deps, ctx.request, ctx.requireUser().userId));

/**
 * Streams a stored file the caller may read. `delete=true` (which the reference's UI always
 * sends) removes only the caller's own temporary exports: uploads stay, whoever asks.
 */
async function sendFile(
  ctx: RequestContext,
  fileName: string,
  disposition: 'attachment' | 'inline',
  deleteAfter: boolean,
): Promise<Response> {
  if (!isStoredName(fileName)) {
    ctx.requireUser();
    return jsonResponse(fail(`文件名称(${fileName.slice(0, 100)})非法，不允许下载。`));
  }
  const file = await findFile(ctx.deps.db, fileName);
  // A published article's picture and an avatar are for every reader; for anything else a
  // signed-out caller is told only to sign in, whether or not the file exists.
  const shared = file !== undefined && isShared(file);
  const user = shared ? ctx.user : ctx.requireUser();
  if (!file || !(await mayRead(ctx.deps, user, file))) return jsonResponse(fail(FILE_NOT_FOUND_MSG, 404));
  const body = await ctx.deps.files.open(file.fileName);
  if (!body) return jsonResponse(fail(FILE_NOT_FOUND_MSG, 404));
  if (deleteAfter && user && file.kind === 'export' && file.ownerId === user.userId) {
    // The open stream keeps the bytes readable after the name is gone.
    await ctx.deps.files.remove(file.fileName);
    await ctx.deps.db.delete(sysFile).where(and(eq(sysFile.fileId, file.fileId), eq(sysFile.ownerId, user.userId)));
  }
  const inline = disposition === 'inline' && file.contentType.startsWith('image/');
  return new Response(body, {
    headers: {
      'content-type': inline ? file.contentType : 'application/octet-stream',
      'content-length': String(file.size),
      // Stored names are never reused, so a public picture may be kept as long as a reader likes.
      'cache-control': shared ? 'public, max-age=31536000, immutable' : 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      ...downloadHeaders(file.originalFilename, inline ? 'inline' : 'attachment'),
    },
  });
}

export const commonRoutes: Route[] = [
  { contract: files.upload, handler: upload },
  { contract: files.ossUpload, handler: upload },
  {
    contract: files.download,
    handler: (ctx) => sendFile(ctx, storedNameOf(ctx.query.get('fileName') ?? ''), 'attachment', ctx.query.get('delete') === 'true'),
  },
  { contract: files.downloadResource, handler: (ctx) => sendFile(ctx, ctx.query.get('resource') ?? '', 'attachment', false) },
  {
    contract: files.profileFile,
    handler: (ctx) =>
      sendFile(ctx, `/profile/upload/${ctx.params.year}/${ctx.params.month}/${ctx.params.day}/${ctx.params.name}`, 'inline', false),
  },
];
