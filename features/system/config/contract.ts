import { z } from '@/lib/contract/zod';
import { CONTENT_TAGS } from '@/lib/content/content-tags';
import { can, crudContracts, defineContracts, exportContract, typeOf } from '@/lib/contract/contract';
import { textOf } from '@/lib/contract/fields';
import { CONFIG_LIMITS } from '@/lib/rules/system-rules';
import type { WireRow } from '@/lib/contract/wire';
import type { sysConfig } from '@/features/system/tables';

/** A config entry as the contract sends it (SysConfig). */
export type ConfigWire = WireRow<typeof sysConfig.$inferSelect>;

/** The config form of `POST`/`PUT /system/config` (contract 5.8): name, key and value required. */
export const configSchema = z.object({
  configName: textOf('参数名称', CONFIG_LIMITS.configName),
  configKey: textOf('参数键名', CONFIG_LIMITS.configKey),
  configValue: textOf('参数键值', CONFIG_LIMITS.configValue),
  configType: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 'N' : value),
    z.enum(['Y', 'N'], { error: '系统内置只能是Y或N' }),
  ),
  remark: textOf('备注', CONFIG_LIMITS.remark, { optional: true }),
});

export const config = defineContracts(
  { title: '参数管理', tags: [CONTENT_TAGS.settings] },
  {
    // list: config entries, paged, by name, key, type and creation days
    // get: one entry
    // add: a new entry (unique key); `data` is its configId
    // edit: changes an entry named by configId (unique key)
    // remove: comma-joined ids, all or none; built-in entries are refused
    ...crudContracts('/system/config', 'configId', 'system:config', { row: typeOf<ConfigWire>(), input: configSchema }),
    // GET /system/config/export – the older flow: a temporary 参数数据.xlsx for /common/download; POST – the workbook itself
    export: exportContract('/system/config/export', 'system:config:export'),
    // DELETE /system/config/refreshCache – nothing to clear: every reader reads the table, so changes apply at once
    refreshCache: { method: 'DELETE', path: '/system/config/refreshCache', access: can('system:config:remove'), log: 'clean' },
    // GET /system/config/configKey/:configKey – one value, in `msg` ('' when missing), for any signed-in screen
    configKey: { method: 'GET', path: '/system/config/configKey/:configKey', access: 'user' },
  },
);
