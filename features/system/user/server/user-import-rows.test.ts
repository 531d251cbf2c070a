import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import writeXlsxFile from 'write-excel-file/node';
import { IMPORT_HEADERS } from './user-excel';
import { readImportRows, TOO_MANY_COLUMNS_MSG, TOO_MANY_ROWS_MSG } from './user-import-rows';

const SHEET = 'xl/worksheets/sheet1.xml';

/** The import template with one user, its sheet's XML changed by `edit`, deflated as Excel would. */
async function workbook(edit: (sheet: string) => string): Promise<Uint8Array> {
  const parts = unzipSync(new Uint8Array(await writeXlsxFile([[...IMPORT_HEADERS], ['103', 'sparse', '稀疏', '', '', '', '']]).toBuffer()));
  parts[SHEET] = strToU8(edit(strFromU8(parts[SHEET])));
  return zipSync(parts, { level: 9 });
}

/** What reading `bytes` refuses it with, and how much the heap grew meanwhile. */
async function refusalOf(bytes: Uint8Array): Promise<{ refusal: unknown; heapGrowth: number }> {
  const before = process.memoryUsage().heapUsed;
  const refusal = await readImportRows(bytes).then(
    () => null,
    (error: unknown) => (error instanceof Error ? error.message : error),
  );
  return { refusal, heapGrowth: process.memoryUsage().heapUsed - before };
}

const MB = 1024 * 1024;

test('the template with one user reads as one row', async () => {
  expect(await readImportRows(await workbook((sheet) => sheet))).toEqual([
    { rowNumber: 2, cells: ['103', 'sparse', '稀疏', '', '', '', ''] },
  ]);
});

test.each([
  ['a <row r="2000000">', (sheet: string) => sheet.replace('<row r="2">', '<row r="2000000">').replace(/r="([A-G])2"/g, 'r="$12000000"')],
  [
    'a cell at row 2000000 in a row without a number',
    (sheet: string) => sheet.replace('<row r="2">', '<row>').replace(/r="([A-G])2"/g, 'r="$12000000"'),
  ],
  ['an empty <row r="2000000"/> after the data', (sheet: string) => sheet.replace('</sheetData>', '<row r="2000000"/></sheetData>')],
  ['a million numberless empty rows', (sheet: string) => sheet.replace('</sheetData>', `${'<row/>'.repeat(1_000_000)}</sheetData>`)],
])('a workbook with %s is refused before it is expanded, in little memory', async (_, edit) => {
  const bytes = await workbook(edit);
  expect(bytes.length).toBeLessThan(64 * 1024);
  const { refusal, heapGrowth } = await refusalOf(bytes);
  expect(refusal).toBe(TOO_MANY_ROWS_MSG);
  expect(heapGrowth).toBeLessThan(50 * MB);
});

test('a workbook with a cell in column XFD is refused before its rows are padded to it', async () => {
  const cell = (address: string) => `<c r="${address}" t="inlineStr"><is><t>x</t></is></c>`;
  const rows = Array.from({ length: 3000 }, (_, i) => `<row r="${i + 3}">${cell(`A${i + 3}`)}</row>`).join('');
  const { refusal, heapGrowth } = await refusalOf(
    await workbook((sheet) => sheet.replace('</row>', `${cell('XFD1')}</row>`).replace('</sheetData>', `${rows}</sheetData>`)),
  );
  expect(refusal).toBe(TOO_MANY_COLUMNS_MSG);
  expect(heapGrowth).toBeLessThan(50 * MB);
});
