import { problemMessages, problemsFound, tooLong } from './field-problems';

const t = (key: string, values?: Record<string, string | number>) => (values ? `${key}:${JSON.stringify(values)}` : key);

test('only the fields with a problem are kept', () => {
  expect(problemsFound({ title: { key: 'required' }, place: undefined })).toEqual({ title: { key: 'required' } });
});

test('a field past its limit is too long, measured without the spaces around it', () => {
  const values = { a: 'xxx', b: ' yy ', c: 'zzzz' };
  expect(tooLong(values, { a: 2, b: 2 })).toEqual({ a: { key: 'tooLong', values: { limit: 2 } } });
});

test('each problem becomes its message, naming the field when the messages want a label', () => {
  expect(
    problemMessages({ title: { key: 'tooLong', values: { limit: 200 } }, fee: { key: 'fee' } }, t, (field) => `fields.${field}`),
  ).toEqual({
    title: 'tooLong:{"label":"fields.title","limit":200}',
    fee: 'fee:{"label":"fields.fee"}',
  });
  expect(problemMessages({ deptName: { key: 'required.deptName' }, leader: { key: 'tooLong', values: { limit: 20 } } }, t)).toEqual({
    deptName: 'required.deptName',
    leader: 'tooLong:{"limit":20}',
  });
});
