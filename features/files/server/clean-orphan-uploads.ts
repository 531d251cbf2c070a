import { and, inArray, lt } from 'drizzle-orm';
import { sysFile } from '@/lib/backend/db/schema';
import { AVATAR_KIND, PUBLIC_KIND } from './file-service';
import { defineTask } from '@/lib/backend/scheduler/task-types';
import { removeStoredFiles } from '@/lib/backend/scheduler/tasks/stored-files';
import { uploadLeftovers } from '@/lib/backend/storage/file-store';
import { removeLeftovers } from '@/lib/backend/storage/leftovers';
import { referencedUploadNames } from './upload-references';

/**
 * Deletes uploads no row refers to any more (a replaced avatar, an application or article that
 * was deleted, a form that was never submitted) once they are older than the given hours, so a
 * member still filling in a form keeps the files just uploaded. With `dryRun` it only reports
 * what it would delete. The temporary files of uploads whose process died go too (without
 * `dryRun`): nothing else removes them.
 */
export const cleanOrphanUploads = defineTask({
  name: 'portalTask.cleanOrphanUploads',
  title: '清理无引用的上传文件',
  example: 'portalTask.cleanOrphanUploads(24, false)',
  params: [
    { name: 'hours', type: 'Integer', label: '上传后保留小时数', min: 1, max: 8760 },
    { name: 'dryRun', type: 'Boolean', label: '只统计不删除', defaultValue: false },
  ],
  async run(ctx, { hours, dryRun }) {
    const leftovers = dryRun ? [] : await removeLeftovers([uploadLeftovers(ctx.deps.files.directory)]);
    const alsoLeftovers = leftovers.length ? `；删除了${leftovers.length}个中断的上传留下的临时文件` : '';
    const cutoff = new Date(ctx.now.getTime() - hours * 3600_000);
    const candidates = await ctx.deps.db
      .select({ fileId: sysFile.fileId, fileName: sysFile.fileName })
      .from(sysFile)
      .where(and(inArray(sysFile.kind, ['upload', PUBLIC_KIND, AVATAR_KIND]), lt(sysFile.createTime, cutoff)));
    if (candidates.length === 0) return `没有超过保留时间的上传文件${alsoLeftovers}`;
    ctx.signal.throwIfAborted();
    const referenced = await referencedUploadNames(ctx.deps.db);
    const orphans = candidates.filter((file) => !referenced.has(file.fileName));
    if (dryRun) return `发现${orphans.length}个无引用的上传文件（未删除）：${orphans.map((file) => file.fileName).join(', ')}`;
    const removed = await removeStoredFiles(ctx, orphans);
    return `删除了${removed}个无引用的上传文件${alsoLeftovers}`;
  },
});
