import { sql } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';

/** How a stored upload is named wherever a row mentions it, through the API prefix or not. */
const UPLOAD_NAME = /\/profile\/upload\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.[a-z]{3,4}/g;

/**
 * Tables whose mention of a file is no reference: the file registry itself, and logs that
 * record calls (an upload's own answer names its file) or messages.
 */
const NOT_REFERENCES = new Set(['sys_file', 'sys_oper_log', 'sys_job_log', 'sys_logininfor', 'sys_sms_outbox', 'sys_kv_entry']);

interface TextColumn extends Record<string, unknown> {
  table_name: string;
  column_name: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Every upload name that some row mentions, in any text column of any table of the database
 * (cover images, avatars, attachments, photos, comma-joined lists, pictures inside article
 * HTML…). Reading the catalogue rather than a list of known columns keeps a file that a table
 * added later refers to: when in doubt, a file stays.
 */
export async function referencedUploadNames(db: Executor): Promise<Set<string>> {
  const columns = rowsOf<TextColumn>(
    await db.execute(sql`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')
      ORDER BY table_name, ordinal_position`),
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns) {
    if (NOT_REFERENCES.has(table_name)) continue;
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  }
  const names = new Set<string>();
  for (const [table, tableColumns] of byTable) {
    const texts = tableColumns.map((column) => sql`${sql.identifier(column)}::text`);
    const joined = sql.join(texts, sql`, `);
    const mentions = sql.join(
      texts.map((text) => sql`${text} LIKE '%/profile/upload/%'`),
      sql` OR `,
    );
    const rows = rowsOf<{ text: string | null }>(
      await db.execute(sql`SELECT concat_ws(' ', ${joined}) AS text FROM ${sql.identifier(table)} WHERE ${mentions}`),
    );
    for (const row of rows) for (const match of row.text?.matchAll(UPLOAD_NAME) ?? []) names.add(match[0]);
  }
  return names;
}
