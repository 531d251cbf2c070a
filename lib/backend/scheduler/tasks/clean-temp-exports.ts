import { and, eq, lt } from 'drizzle-orm';
import { sysFile } from '@/lib/backend/db/schema';
import { defineTask } from '../task-types';
import { removeStoredFiles } from './stored-files';

/**
 * Removes temporary exports (contract 10.7) nobody downloaded. Making an export already sweeps a
 * few stale ones; this clears them even when nobody exports for a while. An export waits an hour
 * for its download (`temp-export.ts`), so the age can never be set below that.
 */
export const cleanTempExports = defineTask({
  name: 'portalTask.cleanTempExports',
  title: '清理过期的临时导出文件',
  example: 'portalTask.cleanTempExports(1)',
  params: [{ name: 'hours', type: 'Integer', label: '保留小时数', min: 1, max: 720 }],
  async run(ctx, { hours }) {
    const cutoff = new Date(ctx.now.getTime() - hours * 3600_000);
    const stale = await ctx.deps.db
      .select({ fileId: sysFile.fileId, fileName: sysFile.fileName })
      .from(sysFile)
      .where(and(eq(sysFile.kind, 'export'), lt(sysFile.createTime, cutoff)));
    const removed = await removeStoredFiles(ctx, stale);
    return `删除了${removed}个超过${hours}小时的临时导出文件`;
  },
});
