import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysImportMap } from '@/features/ruoyi-import/tables';
import type { SourceRow } from './source-tables';

export interface MapEntry {
  targetId: number | null;
  how: 'i' | 'm';
  sourceHash: string;
}

type Recorded = typeof sysImportMap.$inferInsert;

/** The import map (sys_import_map) as one run reads and extends it. */
export class ImportMap {
  private readonly entries = new Map<string, MapEntry>();
  private readonly written: Recorded[] = [];

  static async load(tx: Executor): Promise<ImportMap> {
    const map = new ImportMap();
    for (const row of await tx.select().from(sysImportMap))
      map.entries.set(`${row.sourceTable}\u0000${row.sourceKey}`, {
        targetId: row.targetId,
        how: row.how as 'i' | 'm',
        sourceHash: row.sourceHash,
      });
    return map;
  }

  get(table: string, key: string): MapEntry | undefined {
    return this.entries.get(`${table}\u0000${key}`);
  }

  record(table: string, key: string, entry: MapEntry): void {
    this.entries.set(`${table}\u0000${key}`, entry);
    this.written.push({ sourceTable: table, sourceKey: key, ...entry });
  }

  /** Writes what this run recorded, in batches. */
  async save(tx: Executor): Promise<void> {
    for (let start = 0; start < this.written.length; start += 500) {
      await tx
        .insert(sysImportMap)
        .values(this.written.slice(start, start + 500))
        .onConflictDoUpdate({
          target: [sysImportMap.sourceTable, sysImportMap.sourceKey],
          set: {
            targetId: sql`excluded.target_id`,
            how: sql`excluded.how`,
            sourceHash: sql`excluded.source_hash`,
            importTime: sql`excluded.import_time`,
          },
        });
    }
  }
}

/** A source row's fingerprint: any change to any column read gives another. */
export function rowHash(row: SourceRow): string {
  const text = JSON.stringify(row, (_key, value: unknown) => {
    if (value && typeof value === 'object' && (value as { type?: string }).type === 'Buffer')
      return Buffer.from((value as { data: number[] }).data).toString('base64');
    return value;
  });
  return createHash('sha256').update(text).digest('base64url');
}
