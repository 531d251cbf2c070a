import { crudContracts, defineContracts, exportContract } from '@/lib/contract/contract';
import { CONTENT_TAGS } from '@/lib/content/content-tags';

export const config = defineContracts(
  { title: '参数管理', tags: [CONTENT_TAGS.settings] },
  {
    // list: config entries, paged, by name, key, type and creation days
    // get: one entry
    // add: a new entry (unique key); `data` is its configId
    // edit: changes an entry named by configId (unique key)
    // remove: comma-joined ids, all or none; built-in entries are refused
    ...crudContracts('/system/config', 'configId', 'system:config'),
    // GET /system/config/export – the older flow: a temporary 参数数据.xlsx for /common/download; POST – the workbook itself
    export: exportContract('/system/config/export', 'system:config:export'),
    // DELETE /system/config/refreshCache – nothing to clear: every reader reads the table, so changes apply at once
    refreshCache: { method: 'DELETE', path: '/system/config/refreshCache', access: { permission: 'system:config:remove' }, log: 'clean' },
    // GET /system/config/configKey/:configKey – one value, in `msg` ('' when missing), for any signed-in screen
    configKey: { method: 'GET', path: '/system/config/configKey/:configKey', access: 'user' },
  },
);
