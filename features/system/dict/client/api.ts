import { dictData, dictType } from '@/features/system/dict/contract';
import type { RowOf } from '@/lib/contract/contract';
import { rowCalls, type RowInput } from '@/lib/http/row-calls';
import { request } from '@/lib/http/request';

export type { DictTypeOption } from '@/features/system/dict/contract';

/**
 * The dictionary calls of the spec (section 7), typed by their contracts. A dictionary's options
 * for forms come from `getDicts` in `@/features/member/client/api`.
 */
export type DictType = RowOf<typeof dictType.list>;
export type DictTypeInput = RowInput<typeof dictType, 'dictId'>;
export type DictData = RowOf<typeof dictData.list>;
export type DictDataInput = RowInput<typeof dictData, 'dictCode'>;

export const getType = (dictId: number) => request(dictType.get, { path: { dictId } }).then((answer) => answer.data);
export const refreshDictCache = () => request(dictType.refreshCache);
export const optionselect = () => request(dictType.optionselect).then((answer) => answer.data);

export const getData = (dictCode: number) => request(dictData.get, { path: { dictCode } }).then((answer) => answer.data);
export const dictTypeRows = rowCalls(dictType, 'dictId');
export const dictDataRows = rowCalls(dictData, 'dictCode');
