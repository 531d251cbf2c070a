import crypto from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { BackendDeps } from '../deps';
import { sysFile } from '@/lib/backend/db/schema';
import { EXPORT_FOLDER, isExportName } from './export-names';
import { XLSX_CONTENT_TYPE } from './xlsx';

/** How long an export waits for its download: the reference's UI asks for it right away. */
const EXPORT_TTL_MS = 60 * 60 * 1000;
/** At most this many forgotten exports are removed per new export, so one call stays quick. */
const SWEEP_BATCH = 20;

/**
 * Removes exports nobody downloaded. It runs whenever an export is made rather than on a timer,
 * so no process needs a background task for it.
 */
async function sweepStaleExports(deps: BackendDeps): Promise<void> {
  const stale = await deps.db
    .select({ fileId: sysFile.fileId, fileName: sysFile.fileName })
    .from(sysFile)
    .where(and(eq(sysFile.kind, 'export'), lt(sysFile.createTime, new Date(Date.now() - EXPORT_TTL_MS))))
    .limit(SWEEP_BATCH);
  for (const file of stale) {
    await deps.files.remove(file.fileName);
    await deps.db.delete(sysFile).where(eq(sysFile.fileId, file.fileId));
  }
}

/**
 * Stores a workbook for the older export flow (contract 10.7) and answers its name,
 * `<32 hex>_<title>.xlsx`, which `GET /common/download?fileName=…&delete=true` then streams
 * and deletes. Only its owner can download it; the download is named `<epoch ms><title>.xlsx`
 * as in the reference.
 */
export async function storeTempExport(deps: BackendDeps, ownerId: number, title: string, bytes: Buffer): Promise<string> {
  await sweepStaleExports(deps);
  const name = `${crypto.randomUUID().replace(/-/g, '')}_${title}.xlsx`;
  if (!isExportName(name)) throw new Error(`export title cannot be part of a file name: ${title}`);
  const fileName = `${EXPORT_FOLDER}${name}`;
  await deps.files.put(fileName, bytes);
  try {
    await deps.db.insert(sysFile).values({
      fileName,
      originalFilename: `${Date.now()}${title}.xlsx`,
      contentType: XLSX_CONTENT_TYPE,
      size: bytes.byteLength,
      kind: 'export',
      ownerId,
    });
  } catch (error) {
    await deps.files.remove(fileName);
    throw error;
  }
  return name;
}
