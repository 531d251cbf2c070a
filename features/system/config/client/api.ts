import { config } from '@/features/system/config/contract';
import { request, type Envelope } from '@/lib/http/request';
import type { Filters, ListAnswer } from '@/lib/http/list';

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

export const listConfig = (params: Filters) => request<Envelope & ListAnswer<ConfigEntry>>(config.list, { params });
export const getConfigKey = (configKey: string) =>
  request(config.configKey, { path: { configKey: encodeURIComponent(configKey) } }).then((answer) => answer.msg);
export const addConfig = (data: ConfigInput) => request(config.add, { data, silent: true });
export const updateConfig = (data: ConfigInput) => request(config.edit, { data, silent: true });
export const deleteConfig = (configIds: number[]) => request(config.remove, { path: { configIds } });
export const refreshConfigCache = () => request(config.refreshCache);
export const CONFIG_EXPORT_PATH = config.export.path;
