import { eq } from 'drizzle-orm';
import { sysFile } from '@/lib/backend/db/schema';
import type { TaskContext } from '../task-types';

/**
 * Deletes stored files: the row first, then the bytes. Whoever deletes the row removes the
 * bytes, so two instances sweeping at once never both act on one file, and a form that names a
 * file being removed is refused (its row is gone) rather than saved with a dead link. Answers
 * how many were removed; stops between files when the run is cut.
 */
export async function removeStoredFiles(ctx: TaskContext, files: { fileId: number; fileName: string }[]): Promise<number> {
  let removed = 0;
  for (const file of files) {
    ctx.signal.throwIfAborted();
    const [row] = await ctx.deps.db.delete(sysFile).where(eq(sysFile.fileId, file.fileId)).returning({ fileName: sysFile.fileName });
    if (!row) continue;
    await ctx.deps.files.remove(row.fileName);
    removed++;
  }
  return removed;
}
