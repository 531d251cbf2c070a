import { commentText, upperFirst } from './source-text';
import type { FieldModel, TableModel } from './table-model';

/** The type of a field in an API answer: times and decimals as text, as the contract sends them. */
function wireTypeOf(field: FieldModel): string {
  const base =
    field.kind === 'other'
      ? 'unknown'
      : field.kind === 'boolean'
        ? 'boolean'
        : field.tsType === 'number' && field.kind !== 'date' && field.kind !== 'timestamp'
          ? 'number'
          : 'string';
  return field.notNull || base === 'unknown' ? base : `${base} | null`;
}

/** The type of a form value: what the user typed (text), or a yes/no. */
export function formTypeOf(field: FieldModel): string {
  return field.kind === 'boolean' ? 'boolean' : 'string';
}

/** `features/<module>/<business>/client/api.ts`: the typed calls of the contract's endpoints. */
export function renderClient(model: TableModel): string {
  const { typeName, business, routeBase, pk } = model;
  const Business = upperFirst(business);
  const rowLines = model.fields
    .filter((field) => field.dbName !== 'del_flag' || !field.managed)
    .map((field) => {
      const comment = commentText(field.column.columnComment);
      return `${comment ? `  /** ${comment} */\n` : ''}  ${field.name}: ${wireTypeOf(field)};`;
    });
  const inputLines = model.formFields.map((field) => `  ${field.name}: ${formTypeOf(field)};`);
  return `import { request, type Envelope } from '@/lib/http/request';
import { rowCalls } from '@/lib/http/row-calls';
import { ${business} } from '../contract';

/** ${commentText(model.label)} (${model.spec.tableName}), as ${routeBase} answers it. */
export interface ${typeName} {
${rowLines.join('\n')}
}

/** The form of an add or an edit: the values as typed; an input with ${pk.name} edits that row. */
export interface ${typeName}Input {
  ${pk.name}?: number;
${inputLines.join('\n')}
}

export const ${business}Rows = rowCalls<${typeName}, ${typeName}Input>(${business}, '${pk.name}');
export const get${Business} = (${pk.name}: number) => request<Envelope & { data: ${typeName} }>(${business}.get, { path: { ${pk.name} } }).then((answer) => answer.data);
`;
}
