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

/** `features/<module>/<business>/contract.ts`: every endpoint's method, path, permission and log title. */
export function renderContract(model: TableModel): string {
  const { business, routeBase, permission, pk } = model;
  return `import { defineContracts, exportContract } from '@/lib/contract/contract';

export const ${business} = defineContracts({ title: ${tsString(model.label)} }, {
  // GET ${routeBase}/list – paged, filtered by the query fields
  list: { method: 'GET', path: '${routeBase}/list', access: { permission: '${permission}:list' } },
  // GET|POST ${routeBase}/export – every matching row as a workbook
  export: exportContract('${routeBase}/export', '${permission}:export'),
  // GET ${routeBase}/:${pk.name} – one row
  get: { method: 'GET', path: '${routeBase}/:${pk.name}', access: { permission: '${permission}:query' } },
  // POST ${routeBase} – a new row; \`data\` is its id
  add: { method: 'POST', path: '${routeBase}', access: { permission: '${permission}:add' } },
  // PUT ${routeBase} – changes the row named by ${pk.name}
  edit: { method: 'PUT', path: '${routeBase}', access: { permission: '${permission}:edit' } },
  // DELETE ${routeBase}/:ids – comma-joined ids, all or none
  remove: { method: 'DELETE', path: '${routeBase}/:ids', access: { permission: '${permission}:remove' } },
});
`;
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
  ${business}Schema,
  edit${Business},
  get${Business},
  remove${plural},
  type ${typeName}Row,
} from './${business}-service';

const exportColumns: ExportColumn<${typeName}Row>[] = [
${exportColumns.join('\n')}
];

/** ${label}: add \`...${business}Routes\` to the route table in lib/backend/app.ts. */
export const ${business}Routes: Route[] = [
  listRoute(${business}.list, ${business}List),
  listExportRoute(${business}.export, ${tsString(`${model.label}数据`)}, exportColumns, ${business}List),
  getRoute(${business}.get, '${pk.name}', get${Business}),
  addRoute(${business}.add, ${business}Schema, add${Business}),
  editRoute(${business}.edit, '${pk.name}', ${business}Schema, edit${Business}),
  removeRoute(${business}.remove, 'ids', remove${plural}),
];
`;
}
