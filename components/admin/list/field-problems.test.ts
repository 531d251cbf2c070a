import { problemMessages, problemsFound } from './field-problems';

const t = (key: string, values?: Record<string, string | number>) => (values ? `${key}:${JSON.stringify(values)}` : key);

test('only the fields with a problem are kept', () => {
  expect(problemsFound({ title: { key: 'required' }, place: undefined })).toEqual({ title: { key: 'required' } });
});

test('each problem becomes its rule message, naming the field', () => {
  expect(problemMessages({ title: { key: 'tooLong', values: { limit: 200 } }, fee: { key: 'fee' } }, t, (field) => `fields.${field}`)).toEqual({
    title: 'rules.tooLong:{"label":"fields.title","limit":200}',
    fee: 'rules.fee:{"label":"fields.fee"}',
  });
});
