/** What happened to one source table's rows. */
export interface TableCounts {
  /** New rows written here. */
  imported: number;
  /** Matched a row the portal had (its seed's, by name or key), mapped onto it. */
  merged: number;
  /** Imported before; changed at the source since, so brought up to date. */
  updated: number;
  /** Imported before and unchanged at the source: left alone. */
  unchanged: number;
  /** Not imported; a note says why. */
  skipped: number;
}

export type Outcome = keyof TableCounts;

const OUTCOMES: Outcome[] = ['imported', 'merged', 'updated', 'unchanged', 'skipped'];

/** The report the command prints: counts per table, and one line per thing a person should know. */
export class ImportReport {
  readonly counts = new Map<string, TableCounts>();
  readonly notes: string[] = [];

  /** Lists the tables in this order, those without rows too. */
  expect(tables: string[]): void {
    for (const table of tables) this.count(table, 'imported', 0);
  }

  count(table: string, outcome: Outcome, by = 1): void {
    if (!this.counts.has(table)) this.counts.set(table, { imported: 0, merged: 0, updated: 0, unchanged: 0, skipped: 0 });
    this.counts.get(table)![outcome] += by;
  }

  note(line: string): void {
    this.notes.push(line);
  }

  /** Rows written or re-pointed: 0 on a second run over an unchanged source. */
  get changes(): number {
    let changes = 0;
    for (const counts of this.counts.values()) changes += counts.imported + counts.merged + counts.updated;
    return changes;
  }

  format(header: string): string {
    const width = Math.max(...[...this.counts.keys(), 'table', 'total'].map((name) => name.length));
    const line = (name: string, values: (string | number)[]) =>
      [name.padEnd(width), ...values.map((value) => String(value).padStart(9))].join(' ');
    const totals = OUTCOMES.map((outcome) => [...this.counts.values()].reduce((sum, counts) => sum + counts[outcome], 0));
    return [
      header,
      '',
      line('table', OUTCOMES),
      ...[...this.counts].map(([name, counts]) =>
        line(
          name,
          OUTCOMES.map((outcome) => counts[outcome]),
        ),
      ),
      line('total', totals),
      '',
      `${this.changes} changes (imported + merged + updated).`,
      ...(this.notes.length ? ['', 'Notes:', ...this.notes.map((note) => `  - ${note}`)] : []),
    ].join('\n');
  }
}
