import { expectProblems } from '@/tests/support/form-problems';
import { emptyLink, inputOf, linkProblems, valuesOf } from './link-form-values';

/** What the form sends for LINK: its fields less the timestamp. */
const SENT = { id: 100, linkName: '中国音响协会', linkUrl: 'https://www.example.org', orderNum: 1, status: '0' };
const LINK = { ...SENT, createTime: '2026-01-01 00:00:00' };

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
    const refused = { linkUrl: { key: 'linkUrlFormat' } };
    expectProblems(linkProblems, valuesOf(LINK), [
      [{ linkUrl: 'www.example.org' }, refused],
      [{ linkUrl: 'javascript:alert(1)' }, refused],
      [{ linkUrl: '/about' }, refused],
      [{ linkUrl: 'http://example.org/a?b=1' }, {}],
    ]);
  });

  it('holds the column lengths and a whole order', () => {
    expectProblems(linkProblems, valuesOf(LINK), [
      [
        { linkName: 'x'.repeat(101), orderNum: '-1' },
        { linkName: { key: 'tooLong', values: { limit: 100 } }, orderNum: { key: 'orderNumFormat', values: { max: 999999 } } },
      ],
    ]);
  });
});

describe('inputOf', () => {
  it('sends trimmed text and the order as a number', () => {
    expect(inputOf({ ...valuesOf(LINK), linkName: ' 中国音响协会 ', linkUrl: ' https://www.example.org ' })).toEqual(SENT);
    expect(inputOf({ ...emptyLink(), linkName: 'a', linkUrl: 'https://a.example', orderNum: '2' })).not.toHaveProperty('id');
  });
});
