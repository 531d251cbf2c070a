import { headlineCardSpans, type CardSpan } from './headline-cards';

/** The rows of a two-column grid the cards fill, each with the cells it leaves empty. */
function emptyCells(spans: CardSpan[]): number[] {
  const rows: number[] = [];
  let used = 0;
  for (const span of spans) {
    const width = span === 'both' ? 2 : 1;
    if (used + width > 2) {
      rows.push(2 - used);
      used = 0;
    }
    used += width;
    if (used === 2) {
      rows.push(0);
      used = 0;
    }
  }
  if (used > 0) rows.push(2 - used);
  return rows;
}

test('whatever the number of headlines, the cards leave no empty cell', () => {
  for (let count = 0; count <= 8; count += 1) {
    const empty = emptyCells(headlineCardSpans(count)).reduce((sum, cells) => sum + cells, 0);
    expect({ count, empty }).toEqual({ count, empty: 0 });
  }
});

test('the English home’s three headlines: the two cards beside the lead stack instead of leaving a blank block under them', () => {
  expect(headlineCardSpans(2)).toEqual(['both', 'both']);
});

test('the Chinese home’s four headlines: the last of the three cards spans its row; four cards make two full rows', () => {
  expect(headlineCardSpans(3)).toEqual(['one', 'one', 'both']);
  expect(headlineCardSpans(4)).toEqual(['one', 'one', 'one', 'one']);
  expect(headlineCardSpans(1)).toEqual(['both']);
  expect(headlineCardSpans(0)).toEqual([]);
});
