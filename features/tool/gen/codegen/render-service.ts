import { commentText, tsString, upperFirst } from './source-text';
import {
  editFieldsOf,
  filterOf,
  importLinesOf,
  insertFieldsOf,
  need,
  PATTERNS,
  SERVICE_HELPERS,
  valueOf,
  type ContractHelper,
  type Needs,
} from './service-parts';
import type { TableModel } from './table-model';

/** `features/<module>/<business>/server/<business>-service.ts`: list, export rows, one row, add, edit, delete. */
export function renderService(model: TableModel): string {
  const needs: Needs = { helpers: new Set(), imports: new Map() };
  const { tableVar, typeName, pk } = model;
  const Business = upperFirst(model.business);
  const plural = `${Business}s`;
  const notFound = `${model.business.toUpperCase()}_NOT_FOUND_MSG`;
  const table = (name: string) => `${tableVar}.${name}`;
  const createBy = model.has('create_by');
  const createTime = model.has('create_time');
  const updateBy = model.has('update_by');
  const updateTime = model.has('update_time');
  const delFlag = model.has('del_flag');
  const present = delFlag?.managed ? `eq(${table(delFlag.name)}, '0')` : null;
  if (present) need(needs, 'drizzle-orm', 'and');
  if (present) need(needs, '@/lib/backend/http/table-list', 'always');
  const filters = [...(present ? [`always(${present})`] : []), ...model.queryFields.map((field) => filterOf(model, field, needs))];

  need(needs, 'drizzle-orm', 'asc', 'eq', 'inArray');
  need(needs, 'zod', 'type z');
  need(needs, '../contract', `type ${model.business}Schema`, `type ${typeName}Wire`);
  need(needs, '@/lib/backend/db/client', 'type Database', 'type Executor');
  need(needs, '@/lib/backend/http/errors', 'ServiceError');
  need(needs, '@/lib/backend/http/table-list', 'tableList', 'type TableList');
  need(needs, '@/lib/backend/http/wire', 'wireRow');
  need(needs, '@/lib/security/caller', 'type LoginUser');

  const sortable = model.listFields.filter((field) => field.kind !== 'other').map((field) => tsString(field.name));

  const insertValues = insertFieldsOf(model).map((field) => `${field.name}: ${valueOf(field, needs)}`);
  if (createBy?.managed) insertValues.push(`${createBy.name}: user.userName`);
  if (createTime?.managed) insertValues.push(`${createTime.name}: new Date()`);
  if (delFlag?.managed) insertValues.push(`${delFlag.name}: '0'`);
  const editValues = editFieldsOf(model).map((field) => `${field.name}: ${valueOf(field, needs)}`);
  if (updateBy?.managed) editValues.push(`${updateBy.name}: user.userName`);
  if (updateTime?.managed) editValues.push(`${updateTime.name}: new Date()`);
  const usesUser = insertValues.some((value) => value.includes('user.')) || editValues.some((value) => value.includes('user.'));
  const userParam = usesUser ? 'user: LoginUser' : '_user: LoginUser';

  const byId = (id: string) => (present ? `and(eq(${table(pk.name)}, ${id}), ${present})` : `eq(${table(pk.name)}, ${id})`);
  const byIds = present ? `and(inArray(${table(pk.name)}, ids), ${present})` : `inArray(${table(pk.name)}, ids)`;
  const removal = present
    ? `await tx.update(${tableVar}).set({ ${delFlag!.name}: '2' }).where(inArray(${table(pk.name)}, ids));`
    : `await tx.delete(${tableVar}).where(inArray(${table(pk.name)}, ids));`;
  need(needs, '../tables', tableVar);
  // The filters' patterns are the contract's.
  for (const helper of needs.helpers) if (helper in PATTERNS) need(needs, '../contract', PATTERNS[helper as ContractHelper]!);
  const importLines = importLinesOf(needs.imports);
  const helpers = (Object.keys(SERVICE_HELPERS) as (keyof typeof SERVICE_HELPERS)[])
    .filter((key) => needs.helpers.has(key))
    .map((key) => SERVICE_HELPERS[key]);

  return `${importLines.join('\n')}

export const ${notFound} = ${tsString(`${model.label}不存在`)};

export type ${typeName}Row = typeof ${tableVar}.$inferSelect;
${helpers.length ? `\n${helpers.join('\n\n')}\n` : ''}
/** The form of \`POST\`/\`PUT ${model.routeBase}\` as the contract's schema parses it. */
export type ${typeName}Input = z.infer<typeof ${model.business}Schema>;

/**
 * \`GET ${model.routeBase}/list\` and its export: rows matching the query fields (every value is
 * checked before it reaches the SQL), by ${commentText(pk.label)} unless asked otherwise.
 */
export const ${model.business}List: TableList<${typeName}Row, ${typeName}Wire> = tableList(${tableVar}, {
  filters: [${filters.map((rule) => `\n    ${rule},`).join('')}${filters.length ? '\n  ' : ''}],
  sortable: [${sortable.join(', ')}],
  order: [asc(${table(pk.name)})],
});

/** \`GET ${model.routeBase}/{${pk.name}}\`. */
export async function get${Business}(db: Executor, id: number): Promise<${typeName}Wire> {
  const [row] = await db.select().from(${tableVar}).where(${byId('id')});
  if (!row) throw new ServiceError(${notFound});
  return wireRow(row);
}

/** \`POST ${model.routeBase}\`: a new row; answers its id. */
export async function add${Business}(db: Executor, ${userParam}, input: ${typeName}Input): Promise<number> {
  const [row] = await db
    .insert(${tableVar})
    .values({ ${insertValues.join(', ')} })
    .returning({ id: ${table(pk.name)} });
  return row.id;
}

/** \`PUT ${model.routeBase}\`: changes the row named by ${pk.name}. */
export async function edit${Business}(db: Executor, ${userParam}, id: number, input: ${typeName}Input): Promise<void> {
  const updated = await db
    .update(${tableVar})
    .set({ ${editValues.join(', ')} })
    .where(${byId('id')})
    .returning({ id: ${table(pk.name)} });
  if (updated.length === 0) throw new ServiceError(${notFound});
}

/** \`DELETE ${model.routeBase}/{ids}\`: all named rows or none. */
export async function remove${plural}(db: Database, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: ${table(pk.name)} }).from(${tableVar}).where(${byIds}).for('update');
    if (rows.length !== ids.length) throw new ServiceError(${notFound});
    ${removal}
  });
}
`;
}
