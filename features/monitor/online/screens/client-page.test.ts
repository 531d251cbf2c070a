import { clientPage } from './client-page';

const rows = Array.from({ length: 25 }, (_, i) => ({ id: i + 1 }));

test('a page holds its slice, numbered across pages', () => {
  const page = clientPage(rows, 2, 10);
  expect(page.pageNum).toBe(2);
  expect(page.rows.map((row) => [row.id, row.index])).toEqual(Array.from({ length: 10 }, (_, i) => [i + 11, i + 11]));
  expect(clientPage(rows, 3, 10).rows).toHaveLength(5);
});

test('a page past the end shows the last one; no rows is page 1', () => {
  expect(clientPage(rows, 4, 10).pageNum).toBe(3);
  expect(clientPage(rows.slice(0, 20), 3, 10).rows.map((row) => row.id)).toEqual(Array.from({ length: 10 }, (_, i) => i + 11));
  expect(clientPage([], 2, 10)).toEqual({ pageNum: 1, rows: [] });
});
