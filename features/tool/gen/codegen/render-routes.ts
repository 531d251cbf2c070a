import { commentText, tsString, upperFirst } from './source-text';
import type { FieldModel, TableModel } from './table-model';

/** An export cell of one list column: times as the contract writes them, yes/no as words. */
function cellOf(field: FieldModel): string {
  const value = `row.${field.name}`;
  if (field.kind === 'timestamp') return `toWireTime(${value})`;
  if (field.kind === 'boolean') return `${value} === null ? null : ${value} ? '是' : '否'`;
  if (field.kind === 'other') return `${value} === null ? null : String(${value})`;
  return value;
}

/** `features/<module>/<business>/server/<business>-routes.ts`: the handlers of the contract's endpoints. */
export function renderRoutes(model: TableModel): string {
  const { business, pk, typeName } = model;
  const Business = upperFirst(business);
  const plural = `${Business}s`;
  const usesTime = model.listFields.some((field) => field.kind === 'timestamp');
  const exportColumns = model.listFields.map((field) => `  { header: ${tsString(field.label)}, value: (row) => ${cellOf(field)} },`);
  const label = commentText(model.label);
  return `import { listExportRoute } from '@/lib/backend/export/export-route';
import type { ExportColumn } from '@/lib/backend/export/xlsx';
import type { Route } from '@/lib/backend/http/router';
import { addRoute, editRoute, getRoute, removeRoute } from '@/lib/backend/http/row-routes';
import { listRoute } from '@/lib/backend/http/table-list';
${usesTime ? "import { toWireTime } from '@/lib/format/date-time';\n" : ''}import { ${business} } from '../contract';
import {
  add${Business},
  ${business}List,
  edit${Business},
  get${Business},
  remove${plural},
  type ${typeName}Row,
} from './${business}-service';

const exportColumns: ExportColumn<${typeName}Row>[] = [
${exportColumns.join('\n')}
];

/** ${label}: the routes a feature's module.ts names as its server side (root/modules.ts lists the modules). */
export const ${business}Routes: Route[] = [
  listRoute(${business}.list, ${business}List),
  listExportRoute(${business}.export, ${tsString(`${model.label}数据`)}, exportColumns, ${business}List),
  getRoute(${business}.get, '${pk.name}', get${Business}),
  addRoute(${business}.add, add${Business}),
  editRoute(${business}.edit, '${pk.name}', edit${Business}),
  removeRoute(${business}.remove, 'ids', remove${plural}),
];
`;
}
