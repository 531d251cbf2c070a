import { dictData, dictType } from '@/features/system/dict/contract';
import { request, type Envelope } from '@/lib/http/request';
import type { Filters, ListAnswer } from '@/lib/http/list';

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

export const listType = (params: Filters) => request<Envelope & ListAnswer<DictType>>(dictType.list, { params });
export const getType = (dictId: number) =>
  request<Envelope & { data: DictType }>(dictType.get, { path: { dictId } }).then((answer) => answer.data);
export const addType = (data: DictTypeInput) => request(dictType.add, { data, silent: true });
export const updateType = (data: DictTypeInput) => request(dictType.edit, { data, silent: true });
export const deleteType = (dictIds: number[]) => request(dictType.remove, { path: { dictIds } });
export const refreshDictCache = () => request(dictType.refreshCache);
export const optionselect = () => request<Envelope & { data: DictTypeOption[] }>(dictType.optionselect).then((answer) => answer.data);
export const DICT_TYPE_EXPORT_PATH = dictType.export.path;

export const listData = (params: Filters) => request<Envelope & ListAnswer<DictData>>(dictData.list, { params });
export const getData = (dictCode: number) =>
  request<Envelope & { data: DictData }>(dictData.get, { path: { dictCode } }).then((answer) => answer.data);
export const addData = (data: DictDataInput) => request(dictData.add, { data, silent: true });
export const updateData = (data: DictDataInput) => request(dictData.edit, { data, silent: true });
export const deleteData = (dictCodes: number[]) => request(dictData.remove, { path: { dictCodes } });
export const DICT_DATA_EXPORT_PATH = dictData.export.path;
