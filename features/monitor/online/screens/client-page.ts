/**
 * One page of a list the API answers whole (the online users), numbered from 1 across pages.
 * A page past the end (after the last rows on it were logged out) shows the last page instead.
 */
export function clientPage<Row>(rows: Row[], pageNum: number, pageSize: number): { pageNum: number; rows: (Row & { index: number })[] } {
  const lastPage = Math.max(1, Math.ceil(rows.length / pageSize));
  const shownPage = Math.min(Math.max(1, pageNum), lastPage);
  const start = (shownPage - 1) * pageSize;
  return { pageNum: shownPage, rows: rows.slice(start, start + pageSize).map((row, i) => ({ ...row, index: start + i + 1 })) };
}
