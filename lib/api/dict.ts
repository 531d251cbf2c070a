import { request, type Envelope } from '../request';
import type { Filters, ListAnswer } from './list';

/**
 * The dictionary calls of the spec (section 7) with the contract's fields (5.6, 5.7). A
 * dictionary's options for forms come from `getDicts` in `./member`.
 */
export interface DictType {
  dictId: number;
  dictName: string;
  dictType: string;
  status: string;
  remark: string | null;
  createTime: string;
}

export type DictTypeInput = Pick<DictType, 'dictName' | 'dictType' | 'status'> & { dictId?: number; remark: string };

export interface DictData {
  dictCode: number;
  dictSort: number;
  dictLabel: string;
  dictValue: string;
  dictType: string;
  cssClass: string | null;
  listClass: string | null;
  isDefault: string;
  status: string;
  remark: string | null;
  createTime: string;
}

export type DictDataInput = Pick<DictData, 'dictLabel' | 'dictValue' | 'dictType' | 'dictSort' | 'status'> & {
  dictCode?: number;
  cssClass: string;
  listClass: string;
  /** Kept as it was when a row is edited: the form does not show it. */
  isDefault?: string;
  remark: string;
};

/** A dictionary type as `optionselect` lists it for choosing one. */
export type DictTypeOption = Pick<DictType, 'dictId' | 'dictName' | 'dictType'>;

export const listType = (params: Filters) => request<Envelope & ListAnswer<DictType>>('/system/dict/type/list', { params });
export const getType = (dictId: number) => request<Envelope & { data: DictType }>(`/system/dict/type/${dictId}`).then((answer) => answer.data);
export const addType = (data: DictTypeInput) => request('/system/dict/type', { method: 'POST', data, silent: true });
export const updateType = (data: DictTypeInput) => request('/system/dict/type', { method: 'PUT', data, silent: true });
export const deleteType = (dictIds: number[]) => request(`/system/dict/type/${dictIds.join(',')}`, { method: 'DELETE' });
export const refreshDictCache = () => request('/system/dict/type/refreshCache', { method: 'DELETE' });
export const optionselect = () => request<Envelope & { data: DictTypeOption[] }>('/system/dict/type/optionselect').then((answer) => answer.data);
export const DICT_TYPE_EXPORT_PATH = '/system/dict/type/export';

export const listData = (params: Filters) => request<Envelope & ListAnswer<DictData>>('/system/dict/data/list', { params });
export const getData = (dictCode: number) => request<Envelope & { data: DictData }>(`/system/dict/data/${dictCode}`).then((answer) => answer.data);
export const addData = (data: DictDataInput) => request('/system/dict/data', { method: 'POST', data, silent: true });
export const updateData = (data: DictDataInput) => request('/system/dict/data', { method: 'PUT', data, silent: true });
export const deleteData = (dictCodes: number[]) => request(`/system/dict/data/${dictCodes.join(',')}`, { method: 'DELETE' });
export const DICT_DATA_EXPORT_PATH = '/system/dict/data/export';
