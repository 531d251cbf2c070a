/**
 * Whether a worksheet reaches past a number of rows or columns, told by the addresses of its
 * `<row>` and `<c>` elements. read-excel-file makes a row for every number up to the last one and
 * pads rows with empty cells up to the last column, so a few bytes naming row 2,000,000 (or column
 * XFD) cost millions of entries; reading the addresses first lets a caller refuse such a sheet
 * before it is expanded. Rows are counted as the reader counts them: a row without a number
 * follows the one before it, unless its first cell names one. `<dimension ref>` is not read: it is
 * advisory, and the reader ignores it too.
 */
export interface SheetLimits {
  rows: number;
  columns: number;
}

/** Which limit a sheet passes, or that one of its addresses is not plainly written. */
export type SheetExcess = 'rows' | 'columns' | 'unreadable';

// An element's start tag, namespace prefix or not; quoted values may hold a `>`.
const ROW_OR_CELL = /<(?:[\w.-]+:)?(row|c)(?=[\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ADDRESS = /\sr\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const ROW_NUMBER = /^\d{1,7}$/;
const CELL_ADDRESS = /^([A-Z]{1,3})(\d{1,7})$/;

const columnNumber = (letters: string) => [...letters].reduce((number, letter) => number * 26 + letter.charCodeAt(0) - 64, 0);

/**
 * Which of `limits` the sheet in `xml` passes, found at the first address past it, or null when
 * it stays within them. 'unreadable' when an address is not plainly written (an entity, a sign, a
 * second `r`): the reader might read it otherwise than this does. Any XML part may be given; one
 * that is no sheet has no rows.
 */
export function sheetExcess(xml: Uint8Array, limits: SheetLimits): SheetExcess | null {
  // Markup is ASCII and no byte of a UTF-8 sequence is, so a byte-per-character reading finds every tag.
  const text = Buffer.from(xml.buffer, xml.byteOffset, xml.byteLength).toString('latin1');
  let row = 0;
  let rowKnown = false;
  for (const [, name, attributes] of text.matchAll(ROW_OR_CELL)) {
    const addresses = [...attributes.matchAll(ADDRESS)].map((match) => match[1] ?? match[2]);
    if (addresses.length > 1) return 'unreadable';
    const [address] = addresses;
    if (name === 'row') {
      if (address !== undefined && !ROW_NUMBER.test(address)) return 'unreadable';
      rowKnown = address !== undefined;
      row = rowKnown ? Number(address) : row + 1;
    } else if (address !== undefined) {
      const cell = CELL_ADDRESS.exec(address);
      if (!cell) return 'unreadable';
      if (columnNumber(cell[1]) > limits.columns) return 'columns';
      if (Number(cell[2]) > limits.rows) return 'rows';
      if (!rowKnown) row = Number(cell[2]);
      rowKnown = true;
    }
    if (row > limits.rows) return 'rows';
  }
  return null;
}
