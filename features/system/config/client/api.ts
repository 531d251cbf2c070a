import { config } from '@/features/system/config/contract';
import type { RowOf } from '@/lib/contract/contract';
import { rowCalls, type RowInput } from '@/lib/http/row-calls';
import { request } from '@/lib/http/request';

/** The config calls of the spec (section 7), typed by their contracts (5.8). */
export type ConfigEntry = RowOf<typeof config.list>;
export type ConfigInput = RowInput<typeof config, 'configId'>;

export const getConfigKey = (configKey: string) =>
  request(config.configKey, { path: { configKey: encodeURIComponent(configKey) } }).then((answer) => answer.msg);
export const refreshConfigCache = () => request(config.refreshCache);
export const configRows = rowCalls(config, 'configId');
