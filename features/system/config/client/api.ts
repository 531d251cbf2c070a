import { config } from '@/features/system/config/contract';
import { rowCalls } from '@/lib/http/row-calls';
import { request } from '@/lib/http/request';

/** The config calls of the spec (section 7) with the contract's fields (5.8). */
export interface ConfigEntry {
  configId: number;
  configName: string;
  configKey: string;
  configValue: string;
  configType: 'Y' | 'N';
  remark: string | null;
  createTime: string;
}

export type ConfigInput = Pick<ConfigEntry, 'configName' | 'configKey' | 'configValue' | 'configType'> & {
  configId?: number;
  remark: string;
};

export const getConfigKey = (configKey: string) =>
  request(config.configKey, { path: { configKey: encodeURIComponent(configKey) } }).then((answer) => answer.msg);
export const refreshConfigCache = () => request(config.refreshCache);
export const configRows = rowCalls<ConfigEntry, ConfigInput>(config, 'configId');
