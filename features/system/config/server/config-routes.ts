import { config } from '@/features/system/config/contract';
import { listExportRoute } from '@/lib/backend/export/export-route';
import type { ExportColumn } from '@/lib/backend/export/xlsx';
import { ok } from '@/lib/backend/http/envelope';
import { NO_PERMISSION_MSG, ServiceError } from '@/lib/backend/http/errors';
import { INT_ID_MAX } from '@/lib/backend/http/params';
import type { Route } from '@/lib/backend/http/router';
import { addRoute, editRoute, getRoute, removeRoute } from '@/lib/backend/http/row-routes';
import { listRoute } from '@/lib/backend/http/table-list';
import { hasAnyPermission, type LoginUser } from '@/lib/security/caller';
import { addConfig, configList, editConfig, getConfig, removeConfigs, type ConfigRow } from './config-admin-service';
import { CONFIG_KEYS, getConfigValue } from './config-service';

/**
 * Values that are secrets. The reference lets every signed-in user read every value (contract
 * 9, item 12); these need the right to manage config, or to create users (whose form offers
 * the initial password).
 */
const SECRET_KEYS: ReadonlySet<string> = new Set([CONFIG_KEYS.initPassword]);
const SECRET_READERS = ['system:config:query', 'system:user:add'];

function requireSecretReader(user: LoginUser, configKey: string): void {
  if (SECRET_KEYS.has(configKey) && !hasAnyPermission(user, SECRET_READERS)) throw new ServiceError(NO_PERMISSION_MSG, 403);
}

const exportColumns: ExportColumn<ConfigRow>[] = [
  { header: '参数主键', value: (row) => row.configId },
  { header: '参数名称', value: (row) => row.configName, width: 30 },
  { header: '参数键名', value: (row) => row.configKey, width: 30 },
  { header: '参数键值', value: (row) => row.configValue, width: 40 },
  { header: '系统内置', value: (row) => (row.configType === 'Y' ? '是' : '否') },
];

export const configRoutes: Route[] = [
  listRoute(config.list, configList),
  listExportRoute(config.export, '参数数据', exportColumns, configList),
  { contract: config.refreshCache, handler: async () => ok() },
  {
    contract: config.configKey,
    handler: async (ctx) => {
      requireSecretReader(ctx.requireUser(), ctx.params.configKey);
      return ok({}, await getConfigValue(ctx.deps.db, ctx.params.configKey));
    },
  },
  getRoute(config.get, 'configId', getConfig, { max: INT_ID_MAX }),
  addRoute(config.add, addConfig),
  editRoute(config.edit, 'configId', editConfig, { max: INT_ID_MAX }),
  removeRoute(config.remove, 'configIds', removeConfigs, { max: INT_ID_MAX }),
];
