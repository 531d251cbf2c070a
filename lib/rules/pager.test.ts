import { pagerPages } from './pager';

test('seven page numbers around the current page, five on narrow screens, within the pages there are', () => {
  expect(pagerPages(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(pagerPages(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13]);
  expect(pagerPages(20, 20)).toEqual([14, 15, 16, 17, 18, 19, 20]);
  expect(pagerPages(1, 20, 5)).toEqual([1, 2, 3, 4, 5]);
  expect(pagerPages(10, 20, 5)).toEqual([8, 9, 10, 11, 12]);
  expect(pagerPages(2, 3)).toEqual([1, 2, 3]);
});
