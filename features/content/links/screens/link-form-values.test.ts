import { emptyLink, inputOf, linkProblems, valuesOf } from './link-form-values';
const LINK = {
  id: 100,
  linkName: '中国音响协会',
  linkUrl: 'https://www.example.org',
  orderNum: 1,
  status: '0',
  createTime: '2026-01-01 00:00:00',
};

describe('linkProblems', () => {
  it('asks for the name, the address and the order', () => {
    expect(linkProblems(emptyLink())).toEqual({
      linkName: { key: 'required.linkName' },
      linkUrl: { key: 'required.linkUrl' },
      orderNum: { key: 'required.orderNum' },
    });
    expect(linkProblems(valuesOf(LINK))).toEqual({});
  });

  it('takes only http(s) addresses', () => {
    expect(linkProblems({ ...valuesOf(LINK), linkUrl: 'www.example.org' }).linkUrl).toEqual({ key: 'linkUrlFormat' });
    expect(linkProblems({ ...valuesOf(LINK), linkUrl: 'javascript:alert(1)' }).linkUrl).toEqual({ key: 'linkUrlFormat' });
    expect(linkProblems({ ...valuesOf(LINK), linkUrl: '/about' }).linkUrl).toEqual({ key: 'linkUrlFormat' });
    expect(linkProblems({ ...valuesOf(LINK), linkUrl: 'http://example.org/a?b=1' })).toEqual({});
  });

  it('holds the column lengths and a whole order', () => {
    expect(linkProblems({ ...valuesOf(LINK), linkName: 'x'.repeat(101), orderNum: '-1' })).toEqual({
      linkName: { key: 'tooLong', values: { limit: 100 } },
      orderNum: { key: 'orderNumFormat', values: { max: 999999 } },
    });
  });
});

describe('inputOf', () => {
  it('sends trimmed text and the order as a number', () => {
    expect(inputOf({ ...valuesOf(LINK), linkName: ' 中国音响协会 ', linkUrl: ' https://www.example.org ' })).toEqual({
      id: 100,
      linkName: '中国音响协会',
      linkUrl: 'https://www.example.org',
      orderNum: 1,
      status: '0',
    });
    expect(inputOf({ ...emptyLink(), linkName: 'a', linkUrl: 'https://a.example', orderNum: '2' })).not.toHaveProperty('id');
  });
});
