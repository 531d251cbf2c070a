import { and, eq, getTableName, ne, sql, type SQL } from 'drizzle-orm';
import type { TaskRegistry } from '@/lib/backend/scheduler/task-types';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '@/lib/backend/db/client';
import { rowsOf } from '@/lib/backend/db/raw-rows';
import { ImportError } from './import-error';
import { rowHash, type ImportMap, type MapEntry } from './import-map';
import type { ImportReport, Outcome } from './import-report';
import type { SourceRow } from './source-tables';

/** What every table's import works with: the open transaction, the map, the report, and the ids so far. */
export class ImportContext {
  /** Source id to portal id, per source table, for the rows imported or matched this run. */
  private readonly ids = new Map<string, Map<string, number | null>>();

  constructor(
    readonly tx: Executor,
    readonly map: ImportMap,
    readonly report: ImportReport,
    readonly now: Date,
    /** The tasks a job may name here: an imported job naming another is imported paused. */
    readonly tasks: TaskRegistry,
  ) {}

  setId(table: string, key: string, id: number | null): void {
    if (!this.ids.has(table)) this.ids.set(table, new Map());
    this.ids.get(table)!.set(key, id);
  }

  /** The portal id a source row of `table` became; null when it was not imported (or not found). */
  idOf(table: string, sourceId: unknown): number | null {
    if (sourceId === null || sourceId === undefined) return null;
    return this.ids.get(table)?.get(String(sourceId)) ?? null;
  }

  /**
   * The id to give a new row: the source's own when it is free and not below the identity's start
   * (the ids below it are the portal's seeds', present and future); otherwise null, for the
   * identity to choose one (reserveSourceIds put its numbering above every source id).
   */
  async keptId(table: string, column: string, sourceId: number): Promise<number | null> {
    const [{ start, taken }] = await rowsOf<{ start: string; taken: boolean }>(
      this.tx,
      sql`SELECT (SELECT seqstart FROM pg_sequence WHERE seqrelid = pg_get_serial_sequence(${table}, ${column})::regclass) AS start,
                 EXISTS (SELECT 1 FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${sourceId}) AS taken`,
    );
    return sourceId >= Number(start) && !taken ? sourceId : null;
  }

  /**
   * Before a table's new rows are written: its identity moves past the highest of their source ids
   * and of the ids already there, so the rows it numbers leave every source id free to be kept,
   * and nothing it numbers later (here or in the portal) collides with one. `nextval` takes part
   * so that the identity never moves back, even with a running portal taking numbers meanwhile.
   */
  async reserveSourceIds(table: string, column: string, sourceIds: number[]): Promise<void> {
    if (sourceIds.length === 0) return;
    const highest = Math.max(...sourceIds);
    await this.tx.execute(
      sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}),
            GREATEST(${highest}::bigint, (SELECT max(${sql.identifier(column)}) FROM ${sql.identifier(table)}), nextval(pg_get_serial_sequence(${table}, ${column}))))`,
    );
  }
}

/** How one source table's rows come over: keys, matching and writing, in the table's own policy. */
export interface RowSync<S extends SourceRow> {
  table: string;
  /** Runs once before the rows, with those new to the map. */
  prepare?(fresh: S[]): Promise<void>;
  key(row: S): string;
  /** How the report names a row. */
  label(row: S): string;
  /** Why the row cannot come over at all, or null. */
  skip?(row: S): Promise<string | null> | string | null;
  /** The portal's row this one is (by name or key), when it was not imported before. */
  match?(row: S): Promise<number | null>;
  /**
   * Brings what the policy takes from the source row into the matched portal row; answers whether
   * it wrote. `again` on a later run, for a source row changed since.
   */
  merge?(row: S, targetId: number, again: boolean): Promise<boolean>;
  /** Writes the row anew; answers its portal id (null for a link row). */
  insert(row: S): Promise<number | null>;
  /** Writes the changed source row over the one imported before; answers whether it was still there. */
  update(row: S, targetId: number | null): Promise<boolean>;
}

/**
 * Takes a table's rows over: a row imported before and unchanged at the source is left alone; one
 * changed there is updated (or merged again); a new one is matched to the portal's own row or
 * written anew. Every row's outcome is counted, and the map remembers it for the next run.
 */
export async function syncRows<S extends SourceRow>(ctx: ImportContext, sync: RowSync<S>, rows: S[]): Promise<void> {
  await sync.prepare?.(rows.filter((row) => !ctx.map.get(sync.table, sync.key(row))));
  for (const row of rows) {
    try {
      await syncRow(ctx, sync, row);
    } catch (error) {
      throw failedAt(error, `${sync.table} ${sync.label(row)}`);
    }
  }
}

/**
 * A write the portal's database refused (a value it cannot hold, a constraint): named by the row
 * it stopped at. The transaction is rolled back, so nothing of the import stays.
 */
export function failedAt(error: unknown, where: string): Error {
  if (error instanceof ImportError) return error;
  const cause = (error as { cause?: { message?: string } })?.cause?.message ?? (error as Error)?.message ?? String(error);
  return new ImportError(`The import stopped at ${where}: ${cause}. Nothing of the import was written: its transaction was rolled back.`);
}

async function syncRow<S extends SourceRow>(ctx: ImportContext, sync: RowSync<S>, row: S): Promise<void> {
  const key = sync.key(row);
  const hash = rowHash(row);
  const entry = ctx.map.get(sync.table, key);
  if (entry?.sourceHash === hash) {
    ctx.setId(sync.table, key, entry.targetId);
    ctx.report.count(sync.table, 'unchanged');
    return;
  }
  const skipped = await sync.skip?.(row);
  if (skipped) {
    ctx.report.count(sync.table, 'skipped');
    ctx.report.note(`${sync.table} ${sync.label(row)}: ${skipped}`);
    return;
  }
  if (entry) {
    ctx.map.record(sync.table, key, { ...entry, sourceHash: hash });
    ctx.setId(sync.table, key, entry.targetId);
    ctx.report.count(sync.table, await updatedOutcome(ctx, sync, row, entry));
    return;
  }
  const matched = (await sync.match?.(row)) ?? null;
  if (matched !== null) {
    await sync.merge?.(row, matched, false);
    ctx.map.record(sync.table, key, { targetId: matched, how: 'm', sourceHash: hash });
    ctx.setId(sync.table, key, matched);
    ctx.report.count(sync.table, 'merged');
    return;
  }
  const id = await sync.insert(row);
  ctx.map.record(sync.table, key, { targetId: id, how: 'i', sourceHash: hash });
  ctx.setId(sync.table, key, id);
  ctx.report.count(sync.table, 'imported');
}

/** A row imported before whose source changed: written again as its policy says. */
async function updatedOutcome<S extends SourceRow>(ctx: ImportContext, sync: RowSync<S>, row: S, entry: MapEntry): Promise<Outcome> {
  if (entry.how === 'm') return (await sync.merge?.(row, entry.targetId!, true)) ? 'updated' : 'unchanged';
  if (await sync.update(row, entry.targetId)) return 'updated';
  noteDeletedHere(ctx, `${sync.table} ${sync.label(row)}`);
  return 'skipped';
}

/** A row changed at the source whose portal row was deleted since the last import. */
export function noteDeletedHere(ctx: ImportContext, row: string): void {
  ctx.report.note(`${row}: changed at the source, but deleted here since the last import; left deleted`);
}

/** The source's text as the portal stores it: null as '', cut to the column's length. */
export const text = (value: unknown, length: number): string =>
  (value === null || value === undefined ? '' : String(value)).slice(0, length);

/** A nullable text column. */
export const textOrNull = (value: unknown, length: number): string | null =>
  value === null || value === undefined ? null : text(value, length);

/** A source DATETIME (read as a Date) or null. */
export const timeOrNull = (value: unknown): Date | null => (value instanceof Date && !Number.isNaN(value.getTime()) ? value : null);

/** The audit columns every system table has. */
export function auditOf(row: SourceRow, now: Date) {
  return {
    createBy: text(row.create_by, 64),
    createTime: timeOrNull(row.create_time) ?? now,
    updateBy: text(row.update_by, 64),
    updateTime: timeOrNull(row.update_time),
  };
}

/** A portal table whose rows have an id of their own: the drizzle table and its id column. */
export interface Target {
  table: PgTable;
  id: AnyPgColumn;
  /** Its del_flag, where the portal deletes rows by marking them ('2'). */
  delFlag?: AnyPgColumn;
}

/** The SQL names of a target: the table's, and its id column's (RuoYi names its id columns the same). */
export function namesOf(target: Target): { table: string; column: string; field: string } {
  const field = target.id.name;
  return { table: getTableName(target.table), column: field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), field };
}

/** The id of a row of `target` that `where` holds for; null when none does. */
export async function idWhere(ctx: ImportContext, target: Target, where: SQL | undefined): Promise<number | null> {
  const [row] = (await ctx.tx.select({ id: target.id }).from(target.table).where(where).limit(1)) as { id: number }[];
  return row ? Number(row.id) : null;
}

/** The merge of a table whose matched rows stay as the portal has them. */
export const keepPortalRow = async () => false;

/**
 * What a table with ids of its own shares: the source table and key (its id column), how the
 * report names a row (the id and `labelColumn`), and the writes: a new row keeps its source id
 * where it may (ImportContext.keptId), an update writes the same values over the row imported
 * before.
 */
export function ownRows<S extends SourceRow>(
  ctx: ImportContext,
  target: Target,
  labelColumn: string,
  /** The row's values; `id` is the portal row's on an update, null for a new row. */
  values: (row: S, id: number | null) => Promise<Record<string, unknown>> | Record<string, unknown>,
): Pick<RowSync<S>, 'table' | 'key' | 'label' | 'prepare' | 'insert' | 'update'> {
  const { table, column, field } = namesOf(target);
  return {
    table,
    key: (row) => String(row[column]),
    label: (row) => `${row[column]} ${row[labelColumn]}`,
    prepare: (fresh) =>
      ctx.reserveSourceIds(
        table,
        column,
        fresh.map((row) => Number(row[column])),
      ),
    async insert(row) {
      const id = await ctx.keptId(table, column, Number(row[column]));
      const [written] = (await ctx.tx
        .insert(target.table)
        .values({ ...(await values(row, null)), ...(id === null ? {} : { [field]: id }) } as never)
        .returning({ id: target.id })) as { id: number }[];
      return Number(written.id);
    },
    async update(row, id) {
      // A row deleted here since (gone, or marked deleted) stays deleted.
      const live = target.delFlag ? and(eq(target.id, id!), ne(target.delFlag, '2')) : eq(target.id, id!);
      const done = await ctx.tx
        .update(target.table)
        .set((await values(row, id)) as never)
        .where(live)
        .returning({ id: target.id });
      return done.length > 0;
    },
  };
}

/**
 * The rows in an order that reaches every parent before its children (`idColumn`, `parentColumn`).
 * Rows whose parent is missing come first, as roots; rows in a cycle come last, as they are.
 */
export function parentsFirst<S extends SourceRow>(rows: S[], idColumn: string, parentColumn: string): S[] {
  const children = new Map<string, S[]>();
  for (const row of rows) {
    const parent = String(row[parentColumn] ?? 0);
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent)!.push(row);
  }
  const ids = new Set(rows.map((row) => String(row[idColumn])));
  const ordered: S[] = [];
  const visit = (parent: string) => {
    for (const row of children.get(parent) ?? []) {
      ordered.push(row);
      visit(String(row[idColumn]));
    }
  };
  for (const parent of children.keys()) if (!ids.has(parent)) visit(parent);
  const reached = new Set(ordered);
  return [...ordered, ...rows.filter((row) => !reached.has(row))];
}
