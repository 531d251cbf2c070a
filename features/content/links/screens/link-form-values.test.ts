import type { FieldProblems } from '@/components/admin/list/field-problems';
import { expectProblems } from '@/tests/support/form-problems';
import { emptyLink, inputOf, linkProblems as problemsOf, valuesOf } from './link-form-values';

/** The problems' keys and values; their messages are the API's, checked by the API's suite. */
const keysOf = (problems: FieldProblems<string>) =>
  Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, { key: problem?.key, ...(problem?.values && { values: problem.values }) }]),
  );
const linkProblems = (values: Parameters<typeof problemsOf>[0]) => keysOf(problemsOf(values));

/** What the form sends for LINK: its fields less the audit columns. */
const SENT = {
  id: 100,
  linkName: '中国音响协会',
  linkEsName: 'Audio Society of China',
  linkUrl: 'https://www.example.org',
  orderNum: 1,
  status: '0',
};
const LINK = { ...SENT, createBy: 'admin', createTime: '2026-01-01 00:00:00', updateBy: '', updateTime: null };

describe('linkProblems', () => {
  it('asks for the name, the address and the order', () => {
    expect(linkProblems(emptyLink())).toEqual({
      linkName: { key: 'required' },
      linkUrl: { key: 'required' },
      orderNum: { key: 'required' },
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
