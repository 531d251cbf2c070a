/**
 * How the headline cards beside the lead story sit in their grid of two columns: `one` takes a
 * column, `both` a row of its own. The grid never leaves an empty cell: two cards or fewer stack
 * (the two about as tall as the lead, where side by side they would leave a blank block under
 * them), and of an odd number the last one spans the row. Four (the usual five headlines) make
 * two full rows. The English home has fewer headlines than the Chinese one: only those with an
 * English title.
 */
export type CardSpan = 'one' | 'both';

export function headlineCardSpans(count: number): CardSpan[] {
  return Array.from({ length: count }, (_, index): CardSpan => {
    if (count <= 2) return 'both';
    return count % 2 === 1 && index === count - 1 ? 'both' : 'one';
  });
}
