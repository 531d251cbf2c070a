import { MAX_PAGE_NUM, pageOf } from './paging';

const page = (query: string) => pageOf(new URLSearchParams(query));

describe('paging parameters (contract 1.5)', () => {
  test('defaults, and valid input as given', () => {
    expect(page('')).toEqual({ pageNum: 1, pageSize: 10, offset: 0 });
    expect(page('pageNum=3&pageSize=20')).toEqual({ pageNum: 3, pageSize: 20, offset: 40 });
    expect(page('pageNum=%203%20&pageSize=500')).toEqual({ pageNum: 3, pageSize: 500, offset: 1000 });
  });

  test('below range and garbage fall back to the first page and the default size', () => {
    for (const bad of ['0', '-4', 'abc', '', '   ', 'NaN', 'Infinity', '-Infinity', '0.5']) {
      expect(page(`pageNum=${encodeURIComponent(bad)}&pageSize=${encodeURIComponent(bad)}`)).toMatchObject({ pageNum: 1, offset: 0 });
    }
    expect(page('pageSize=abc').pageSize).toBe(10);
    expect(page('pageSize=-3').pageSize).toBe(1);
    expect(page('pageNum=2.9').pageNum).toBe(2);
  });

  test('huge numbers are capped, so the offset stays a safe integer', () => {
    for (const huge of ['1e308', '99999999999999999999', '1e21', '1000001']) {
      const { pageNum, pageSize, offset } = page(`pageNum=${huge}&pageSize=${huge}`);
      expect(pageNum).toBe(MAX_PAGE_NUM);
      expect(pageSize).toBe(500);
      expect(Number.isSafeInteger(offset)).toBe(true);
      expect(offset).toBe((MAX_PAGE_NUM - 1) * 500);
    }
  });
});
