import { precisionOf } from './column-types';
import { commentText, tsString } from './source-text';
import type { FieldModel, TableModel } from './table-model';

/** The Drizzle builder of one column, the database name passed explicitly so a renamed property still maps to it. */
function builderOf(field: FieldModel, imports: Set<string>): string {
  const name = tsString(field.dbName);
  const built = (builder: string, options = '') => {
    imports.add(builder);
    return `${builder}(${name}${options ? `, ${options}` : ''})`;
  };
  switch (field.kind) {
    case 'text': {
      if (/^character varying/i.test(field.column.columnType)) return built('varchar', field.length ? `{ length: ${field.length} }` : '');
      if (/^character/i.test(field.column.columnType)) return built('char', `{ length: ${field.length ?? 1} }`);
      if (/^uuid/i.test(field.column.columnType)) return built('uuid');
      return built('text');
    }
    case 'integer':
      return built(/^smallint/i.test(field.column.columnType) ? 'smallint' : 'integer');
    case 'bigint':
      return built('bigint', "{ mode: 'number' }");
    case 'numeric': {
      const size = precisionOf(field.column.columnType);
      const parts = [
        size ? `precision: ${size.precision}, scale: ${size.scale}` : '',
        field.tsType === 'number' ? "mode: 'number'" : '',
      ].filter(Boolean);
      return built('numeric', parts.length ? `{ ${parts.join(', ')} }` : '');
    }
    case 'float':
      return built(/^real/i.test(field.column.columnType) ? 'real' : 'doublePrecision');
    case 'boolean':
      return built('boolean');
    case 'date':
      return built('date');
    case 'timestamp':
      return built('timestamp', /with time zone/i.test(field.column.columnType) ? '{ withTimezone: true }' : '');
    default:
      // A type Drizzle has no builder for keeps its database name and travels as text.
      imports.add('customType');
      return `customType<{ data: string }>({ dataType: () => ${tsString(field.column.columnType)} })(${name})`;
  }
}

function columnLine(field: FieldModel, imports: Set<string>, usesSql: { value: boolean }): string {
  let line = builderOf(field, imports);
  if (field.pk) line += '.primaryKey()';
  if (field.identity) line += '.generatedByDefaultAsIdentity()';
  else if (field.notNull && !field.pk) line += '.notNull()';
  if (field.defaultExpr !== null && !field.identity) {
    usesSql.value = true;
    line += `.default(sql.raw(${tsString(field.defaultExpr)}))`;
  }
  const comment = commentText(field.column.columnComment);
  return `${comment ? `  /** ${comment} */\n` : ''}  ${field.name}: ${line},`;
}

/** `features/<module>/<business>/tables.ts`: the table as Drizzle declares it, as the database has it now. */
export function renderDrizzleTable(model: TableModel): string {
  const imports = new Set<string>(['pgTable']);
  const usesSql = { value: false };
  const lines = model.fields.map((field) => columnLine(field, imports, usesSql));
  const header = usesSql.value ? "import { sql } from 'drizzle-orm';\n" : '';
  return `${header}import { ${[...imports].sort().join(', ')} } from 'drizzle-orm/pg-core';

/** ${commentText(model.label)} (${model.spec.tableName}); add \`export * from './${model.business}';\` to schema/index.ts to include it in migrations. */
export const ${model.tableVar} = pgTable(${tsString(model.spec.tableName)}, {
${lines.join('\n')}
});
`;
}
