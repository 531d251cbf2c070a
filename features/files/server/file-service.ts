import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysFile } from '@/lib/backend/db/schema';
import { EXPORT_FOLDER, isExportName } from '@/lib/backend/export/export-names';
import { ServiceError } from '@/lib/backend/http/errors';
import { extensionOf, IMAGE_TYPES, isImageType, MAX_UPLOAD_FILES, UPLOAD_MESSAGES } from '@/lib/rules/upload-rules';
import type { StoredFile } from '@/lib/security/attachment-grant';

/** The kind of a content picture a published article shows: while it does, anyone may read it, as a public page needs (content/content-images.ts). */
export const PUBLIC_KIND = 'public';

/**
 * The kind of a user's avatar: shown to anyone who has the address, as the reference serves
 * `/profile/**` (the stock UIs put it straight into an `<img>`, which sends no token).
 */
export const AVATAR_KIND = 'avatar';

/** Whether a stored file is for every reader: a published article's picture or an avatar. Everything else stays private. */
export const isShared = (file: Pick<StoredFile, 'kind'>) => file.kind === PUBLIC_KIND || file.kind === AVATAR_KIND;

export const FILE_NOT_FOUND_MSG = '文件不存在或无权访问';
export const FOREIGN_FILE_MSG = '附件不存在或不属于当前用户';

/** Generated names only: anything else (`../`, absolute paths, other folders) is refused before a lookup. */
const STORED_NAME = /^\/profile\/upload\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.[a-z]{3,4}$/;

/** An uploaded file's generated name (`/profile/upload/...`), exports excepted. */
export function isUploadName(name: string): boolean {
  return STORED_NAME.test(name);
}

export function isStoredName(fileName: string): boolean {
  if (fileName.startsWith(EXPORT_FOLDER)) return isExportName(fileName.slice(EXPORT_FOLDER.length));
  return isUploadName(fileName);
}

/** The stored name a download asks for: an export by its bare name, anything else as given. */
export function storedNameOf(requested: string): string {
  return isExportName(requested) ? `${EXPORT_FOLDER}${requested}` : requested;
}

export async function findFile(db: Executor, fileName: string): Promise<StoredFile | undefined> {
  if (!isStoredName(fileName)) return undefined;
  const [row] = await db.select().from(sysFile).where(eq(sysFile.fileName, fileName));
  return row;
}

/** A comma-joined list of file names (as the upload widgets send them) or an array, as names. */
export function fileNamesOf(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * Checks files a form refers to: at most five, each uploaded by this user, images where an image
 * is asked for. Answers the stored rows in the given order.
 */
export async function requireOwnFiles(db: Executor, userId: number, names: string[], kind: 'image' | 'any'): Promise<StoredFile[]> {
  if (names.length > MAX_UPLOAD_FILES) throw new ServiceError(UPLOAD_MESSAGES.tooMany(MAX_UPLOAD_FILES));
  if (names.length === 0) return [];
  if (names.some((name) => !isStoredName(name))) throw new ServiceError(FOREIGN_FILE_MSG);
  const rows = await db
    .select()
    .from(sysFile)
    .where(and(inArray(sysFile.fileName, names), eq(sysFile.ownerId, userId), eq(sysFile.kind, 'upload')));
  const byName = new Map(rows.map((row) => [row.fileName, row]));
  return names.map((name) => {
    const row = byName.get(name);
    if (!row) throw new ServiceError(FOREIGN_FILE_MSG);
    if (kind === 'image' && !isImageType(extensionOf(name))) throw new ServiceError(UPLOAD_MESSAGES.imageFormat(IMAGE_TYPES));
    return row;
  });
}
