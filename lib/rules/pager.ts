/** Page numbers shown by the pager: 7, and 5 under 992 px (the spec's pager count). */
export const PAGER_COUNT = 7;
export const NARROW_PAGER_COUNT = 5;

/** `count` page numbers around the current one, kept within the pages there are. */
export function pagerPages(pageNum: number, pageCount: number, count = PAGER_COUNT): number[] {
  const start = Math.max(1, Math.min(pageNum - Math.floor(count / 2), pageCount - count + 1));
  return Array.from({ length: Math.min(count, pageCount) }, (_, i) => start + i);
}
