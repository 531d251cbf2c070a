import { checkLink, emptyLink, inputOf, valuesOf } from './link-form-values';

const t = (key: string, values?: Record<string, string | number>) => (values ? `${key}:${JSON.stringify(values)}` : key);
const LINK = { id: 100, linkName: '中国音响协会', linkUrl: 'https://www.example.org', orderNum: 1, status: '0', createTime: '2026-01-01 00:00:00' };

describe('checkLink', () => {
  it('asks for the name, the address and the order', () => {
    expect(checkLink(emptyLink(), t)).toEqual({ linkName: 'required.linkName', linkUrl: 'required.linkUrl', orderNum: 'required.orderNum' });
    expect(checkLink(valuesOf(LINK), t)).toEqual({});
  });

  it('takes only http(s) addresses', () => {
    expect(checkLink({ ...valuesOf(LINK), linkUrl: 'www.example.org' }, t).linkUrl).toBe('linkUrlFormat');
    expect(checkLink({ ...valuesOf(LINK), linkUrl: 'javascript:alert(1)' }, t).linkUrl).toBe('linkUrlFormat');
    expect(checkLink({ ...valuesOf(LINK), linkUrl: '/about' }, t).linkUrl).toBe('linkUrlFormat');
    expect(checkLink({ ...valuesOf(LINK), linkUrl: 'http://example.org/a?b=1' }, t)).toEqual({});
  });

  it('holds the column lengths and a whole order', () => {
    expect(checkLink({ ...valuesOf(LINK), linkName: 'x'.repeat(101), orderNum: '-1' }, t)).toEqual({ linkName: 'tooLong:{"limit":100}', orderNum: 'orderNumFormat:{"max":999999}' });
  });
});

describe('inputOf', () => {
  it('sends trimmed text and the order as a number', () => {
    expect(inputOf({ ...valuesOf(LINK), linkName: ' 中国音响协会 ', linkUrl: ' https://www.example.org ' })).toEqual({ id: 100, linkName: '中国音响协会', linkUrl: 'https://www.example.org', orderNum: 1, status: '0' });
    expect(inputOf({ ...emptyLink(), linkName: 'a', linkUrl: 'https://a.example', orderNum: '2' })).not.toHaveProperty('id');
  });
});
