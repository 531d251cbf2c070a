import { dictData, dictType } from '@/features/system/dict/contract';
import { rowCalls } from '@/lib/http/row-calls';
import { request, type Envelope } from '@/lib/http/request';

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

export const getType = (dictId: number) =>
  request<Envelope & { data: DictType }>(dictType.get, { path: { dictId } }).then((answer) => answer.data);
export const refreshDictCache = () => request(dictType.refreshCache);
export const optionselect = () => request<Envelope & { data: DictTypeOption[] }>(dictType.optionselect).then((answer) => answer.data);

export const getData = (dictCode: number) =>
  request<Envelope & { data: DictData }>(dictData.get, { path: { dictCode } }).then((answer) => answer.data);
export const dictTypeRows = rowCalls<DictType, DictTypeInput>(dictType, 'dictId');
export const dictDataRows = rowCalls<DictData, DictDataInput>(dictData, 'dictCode');
