import writeXlsxFile, { type Cell } from 'write-excel-file/node';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How every export writes the reference's status column (dictionary sys_normal_disable). */
export const STATUS_LABELS: Record<string, string> = { '0': '正常', '1': '停用' };

/** One column of an exported list: its header and how a row gives its cell. */
export interface ExportColumn<T> {
  header: string;
  value(row: T): string | number | null | undefined;
  /** Width in characters; the header's length decides when absent. */
  width?: number;
}

// A spreadsheet would run a text starting with one of these as a formula (contract section 6).
const FORMULA_START = /^[=\-+@]/;

/** A text cell's value, with a tab in front of anything a spreadsheet would take for a formula. */
export function cellText(value: string): string {
  return FORMULA_START.test(value) ? `\t${value}` : value;
}

function cellOf(value: string | number | null | undefined): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return cellText(value);
}

/** Excel refuses sheet names over 31 characters or holding any of `[]:*?/\`. */
function sheetNameOf(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, '_').slice(0, 31) || 'Sheet1';
}

/**
 * An .xlsx workbook of one sheet: a bold header row, then one row per item, numbers as
 * numbers and everything else as text.
 */
export async function xlsxOf<T>(sheetName: string, columns: ExportColumn<T>[], rows: T[]): Promise<Buffer> {
  const header: Cell[] = columns.map((column) => ({ value: column.header, fontWeight: 'bold' }));
  const body = rows.map((row) => columns.map((column) => cellOf(column.value(row))));
  return writeXlsxFile([header, ...body], {
    sheet: sheetNameOf(sheetName),
    columns: columns.map((column) => ({ width: column.width ?? Math.max(10, column.header.length * 2 + 4) })),
  }).toBuffer();
}
