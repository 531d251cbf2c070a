import { toQueryString } from './query-string';

test('query strings drop empty values and bracket one level of nesting, encoded', () => {
  expect(
    toQueryString({
      pageNum: 1,
      pageSize: 20,
      userName: '',
      status: null,
      deptId: undefined,
      params: { beginTime: '2026-01-01', endTime: '' },
      name: '混音 & 母带',
    }),
  ).toBe('pageNum=1&pageSize=20&params%5BbeginTime%5D=2026-01-01&name=%E6%B7%B7%E9%9F%B3%20%26%20%E6%AF%8D%E5%B8%A6');
  expect(toQueryString({})).toBe('');
});
