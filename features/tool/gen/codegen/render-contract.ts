import { CONTRACT_HELPERS, filterOf, importLinesOf, inputSchemaOf, need, PATTERNS, type ContractHelper, type Needs } from './service-parts';
import { commentText, tsString } from './source-text';
import type { TableModel } from './table-model';

/**
 * `features/<module>/<business>/contract.ts`: the form's schema, which the API parses with and the
 * form checks with, and every endpoint's method, path, permission, log title and types. Client-safe:
 * it reaches no server code; the rows' type comes from the table, and the service is checked against it.
 */
export function renderContract(model: TableModel): string {
  const { business, routeBase, permission, pk, tableVar, typeName } = model;
  const needs: Needs = { helpers: new Set(), imports: new Map() };
  need(needs, 'zod', 'z');
  need(needs, '@/lib/contract/contract', 'crudContracts', 'defineContracts', 'exportContract', 'typeOf');
  need(needs, '@/lib/contract/wire', 'type WireRow');
  need(needs, './tables', `type ${tableVar}`);
  const schemaLines = model.formFields.map((field) => `  ${field.name}: ${inputSchemaOf(field, needs)},`);
  // The patterns the service's filters check with are stated here, once.
  const filterNeeds: Needs = { helpers: new Set(), imports: new Map() };
  for (const field of model.queryFields) filterOf(model, field, filterNeeds);
  for (const helper of filterNeeds.helpers) if (helper in PATTERNS) needs.helpers.add(helper);
  const helpers = (Object.keys(CONTRACT_HELPERS) as ContractHelper[])
    .filter((key) => needs.helpers.has(key))
    .map((key) => CONTRACT_HELPERS[key]);

  return `${importLinesOf(needs.imports).join('\n')}
${helpers.length ? `\n${helpers.join('\n\n')}\n` : ''}
/** A row of ${commentText(model.label)} as the contract sends it: every time as text. */
export type ${typeName}Wire = WireRow<typeof ${tableVar}.$inferSelect>;

/** The form of \`POST\`/\`PUT ${routeBase}\`, with the columns' limits: the API parses with it, the form checks with it. */
export const ${business}Schema = z.object({
${schemaLines.join('\n')}
});

export const ${business} = defineContracts({ title: ${tsString(model.label)} }, {
  // list: paged, filtered by the query fields
  // get: one row
  // add: a new row; \`data\` is its id
  // edit: changes the row named by ${pk.name}
  ...crudContracts('${routeBase}', '${pk.name}', '${permission}', { row: typeOf<${typeName}Wire>(), input: ${business}Schema }),
  // DELETE ${routeBase}/:ids – comma-joined ids, all or none (generated code names them \`ids\`, whatever the key)
  remove: { method: 'DELETE', path: '${routeBase}/:ids', access: { permission: '${permission}:remove' } },
  // GET|POST ${routeBase}/export – every matching row as a workbook
  export: exportContract('${routeBase}/export', '${permission}:export'),
});
`;
}
