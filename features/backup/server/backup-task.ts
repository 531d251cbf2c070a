import fs from 'node:fs';
import path from 'node:path';
import { defineTask } from '@/lib/backend/scheduler/task-types';
import { toWireTime } from '@/lib/format/date-time';
import { removeLeftovers } from '@/lib/backend/storage/leftovers';
import { backupLeftovers } from './leftovers';
import { writeBackupFile } from './write-backup';

/** The scheduled backups' names: the China time they were taken at sorts them oldest first. */
const SCHEDULED_NAME = /^portal-backup-\d{8}-\d{6}\.tar\.gz$/;

export const scheduledBackupName = (now: Date) => `portal-backup-${toWireTime(now).replace(/-|:/g, '').replace(' ', '-')}.tar.gz`;

/**
 * Takes a backup into BACKUP_DIR and keeps the newest `keep` of the scheduled ones there; other
 * files in the folder (a backup taken by hand, say) are left alone. What an earlier backup or
 * restore that died half-way left goes first (server/leftovers.ts).
 */
export const backupData = defineTask({
  name: 'portalTask.backupData',
  title: '备份数据库和上传文件',
  example: 'portalTask.backupData(7)',
  params: [{ name: 'keep', type: 'Integer', label: '保留份数', min: 1, max: 365 }],
  timeoutMs: 60 * 60_000,
  async run(ctx, { keep }) {
    const { backupDir, db, files } = ctx.deps;
    const leftovers = await removeLeftovers(backupLeftovers({ uploadDir: files.directory, backupDir }));
    const name = scheduledBackupName(ctx.now);
    const manifest = await writeBackupFile({ db, uploadDir: files.directory }, path.join(backupDir, name), ctx.signal);
    const scheduled = (await fs.promises.readdir(backupDir)).filter((file) => SCHEDULED_NAME.test(file)).sort();
    const removed = scheduled.slice(0, Math.max(0, scheduled.length - keep));
    for (const old of removed) await fs.promises.rm(path.join(backupDir, old), { force: true });
    const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
    return `备份到${name}：${manifest.database.tables.length}张表${rows}行，${manifest.uploads.files}个上传文件；删除旧备份${removed.length}份${leftovers.length ? `；清理中断的备份或恢复留下的${leftovers.length}项` : ''}`;
  },
});
