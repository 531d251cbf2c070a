import { sheetExcess } from './sheet-excess';

const LIMITS = { rows: 10, columns: 3 };
const excessOf = (sheetData: string) => sheetExcess(Buffer.from(`<worksheet><sheetData>${sheetData}</sheetData></worksheet>`), LIMITS);

test.each([
  ['rows and cells within the limits', '<row r="1"><c r="A1"/><c r="C1"><v>1</v></c></row><row r="10"><c r="B10"/></row>', null],
  ['numberless rows up to the limit', '<row/>'.repeat(10), null],
  ['no sheet at all', '', null],
  ['a row numbered past the limit', '<row r="11"/>', 'rows'],
  ['a numberless row past a numbered one at the limit', '<row r="10"/><row/>', 'rows'],
  ['numberless rows past the limit', '<row/>'.repeat(11), 'rows'],
  ['a numberless row whose cell is past the limit', '<row><c r="A2000000"/></row>', 'rows'],
  ['a cell past the limit in a numbered row', '<row r="2"><c r="A11"/></row>', 'rows'],
  ['a cell past the last column', '<row r="1"><c r="D1"/></row>', 'columns'],
  ['a cell in column XFD', '<row r="1"><c r="XFD1"/></row>', 'columns'],
  ['prefixed elements', '<x:row r="2000000"><x:c r="A2000000"/></x:row>', 'rows'],
  ['an address after a value holding >', '<row spans=">" r="2000000"/>', 'rows'],
  ['an address in single quotes, spaced', "<row\n r = '2000000'/>", 'rows'],
  ['an address written as an entity', '<row r="&#50;000000"/>', 'unreadable'],
  ['an address with a sign or exponent', '<row r="2e6"/>', 'unreadable'],
  ['a row with two addresses', '<row r="1" r="2000000"/>', 'unreadable'],
  ['a cell address in lower case', '<row r="1"><c r="a1"/></row>', 'unreadable'],
])('%s: %p', (_, sheetData, excess) => {
  expect(excessOf(sheetData)).toBe(excess);
});

test('other elements whose names begin alike are not rows or cells', () => {
  expect(
    excessOf('<rowBreaks count="1"><brk id="2000000"/></rowBreaks><cols><col min="1" max="16384"/></cols><cfRule r="XFD1"/>'),
  ).toBeNull();
});
