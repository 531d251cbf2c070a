/** The contract's paging parameters: `pageNum` from 1, `pageSize` 10 by default (at most 500). */
export interface Page {
  pageNum: number;
  pageSize: number;
  offset: number;
}

const MAX_PAGE_SIZE = 500;

export function pageOf(query: URLSearchParams): Page {
  const pageNum = Math.max(1, Math.trunc(Number(query.get('pageNum')) || 1));
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(Number(query.get('pageSize')) || 10)));
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}
