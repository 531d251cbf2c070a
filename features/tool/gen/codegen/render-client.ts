import { commentText, upperFirst } from './source-text';
import type { FieldModel, TableModel } from './table-model';

/** The type of a form value: what the user typed (text), or a yes/no. */
export function formTypeOf(field: FieldModel): string {
  return field.kind === 'boolean' ? 'boolean' : 'string';
}

/** `features/<module>/<business>/client/api.ts`: the calls of the contract's endpoints, typed by the contract. */
export function renderClient(model: TableModel): string {
  const { typeName, business, routeBase, pk } = model;
  const Business = upperFirst(business);
  return `import type { RowOf } from '@/lib/contract/contract';
import { request } from '@/lib/http/request';
import { rowCalls, type RowInput } from '@/lib/http/row-calls';
import { ${business} } from '../contract';

/** ${commentText(model.label)} (${model.spec.tableName}), as ${routeBase} answers it. */
export type ${typeName} = RowOf<typeof ${business}.list>;

/** What an add or an edit sends: the form's values as the contract's schema parses them; an input with ${pk.name} edits that row. */
export type ${typeName}Input = RowInput<typeof ${business}, '${pk.name}'>;

export const ${business}Rows = rowCalls(${business}, '${pk.name}');
export const get${Business} = (${pk.name}: number) => request(${business}.get, { path: { ${pk.name} } }).then((answer) => answer.data);
`;
}
