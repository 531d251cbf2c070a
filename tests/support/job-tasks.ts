import type { JobTask } from '@/features/monitor/job/client/api';

/**
 * The orphan-upload task as GET /monitor/job/tasks answers it: the API test holds the registry to
 * it, so the screen tests that start from it start from what the screen really gets.
 */
export const CLEAN_ORPHAN_UPLOADS: JobTask = {
  name: 'portalTask.cleanOrphanUploads',
  title: '清理无引用的上传文件',
  example: 'portalTask.cleanOrphanUploads(24, false)',
  params: [
    { name: 'hours', type: 'Integer', label: '上传后保留小时数', min: 1, max: 8760, defaultValue: null },
    { name: 'dryRun', type: 'Boolean', label: '只统计不删除', min: null, max: null, defaultValue: false },
  ],
};
