import { dictData, dictType } from '@/features/system/dict/contract';
import { listExportRoute } from '@/lib/backend/export/export-route';
import { STATUS_LABELS, type ExportColumn } from '@/lib/backend/export/xlsx';
import { ok, okData } from '@/lib/backend/http/envelope';
import { revalidatableJson } from '@/lib/backend/http/etag';
import type { Route } from '@/lib/backend/http/router';
import { addRoute, editRoute, getRoute, removeRoute } from '@/lib/backend/http/row-routes';
import { listRoute } from '@/lib/backend/http/table-list';
import { addDictData, dictDataList, editDictData, getDictData, removeDictData } from './dict-data-service';
import { dictDataOfType, dictDataWire, type DictDataRow } from './dict-service';
import {
  addDictType,
  dictTypeList,
  dictTypeOptions,
  editDictType,
  getDictType,
  removeDictTypes,
  type DictTypeRow,
} from './dict-type-service';

const typeExportColumns: ExportColumn<DictTypeRow>[] = [
  { header: '字典主键', value: (row) => row.dictId },
  { header: '字典名称', value: (row) => row.dictName, width: 30 },
  { header: '字典类型', value: (row) => row.dictType, width: 30 },
  { header: '状态', value: (row) => STATUS_LABELS[row.status] ?? row.status },
];

const dataExportColumns: ExportColumn<DictDataRow>[] = [
  { header: '字典编码', value: (row) => row.dictCode },
  { header: '字典排序', value: (row) => row.dictSort },
  { header: '字典标签', value: (row) => row.dictLabel, width: 30 },
  { header: '字典键值', value: (row) => row.dictValue, width: 30 },
  { header: '字典类型', value: (row) => row.dictType, width: 30 },
  { header: '是否默认', value: (row) => (row.isDefault === 'Y' ? '是' : '否') },
  { header: '状态', value: (row) => STATUS_LABELS[row.status] ?? row.status },
];

const dictTypeRoutes: Route[] = [
  listRoute(dictType.list, dictTypeList),
  listExportRoute(dictType.export, '字典类型', typeExportColumns, dictTypeList),
  { contract: dictType.optionselect, handler: async (ctx) => okData(await dictTypeOptions(ctx.deps.db)) },
  { contract: dictType.refreshCache, handler: async () => ok() },
  getRoute(dictType.get, 'dictId', getDictType),
  addRoute(dictType.add, addDictType),
  editRoute(dictType.edit, 'dictId', editDictType),
  removeRoute(dictType.remove, 'dictIds', removeDictTypes),
];

const dictDataRoutes: Route[] = [
  listRoute(dictData.list, dictDataList),
  {
    contract: dictData.ofType,
    handler: async (ctx) =>
      revalidatableJson(ctx.request, okData((await dictDataOfType(ctx.deps.db, ctx.params.dictType)).map(dictDataWire))),
  },
  listExportRoute(dictData.export, '字典数据', dataExportColumns, dictDataList),
  getRoute(dictData.get, 'dictCode', getDictData),
  addRoute(dictData.add, addDictData),
  editRoute(dictData.edit, 'dictCode', editDictData),
  removeRoute(dictData.remove, 'dictCodes', removeDictData),
];

export const dictRoutes: Route[] = [...dictTypeRoutes, ...dictDataRoutes];
