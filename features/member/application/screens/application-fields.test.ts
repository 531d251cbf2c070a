import { APPLICATION_STATUS } from '@/lib/rules/member-rules';
import { APPLICATION_FIELDS, applicantNameOf, ordinalsByKind, reviewActionsOf } from './application-fields';

const application = (fields: Record<string, string>): Parameters<typeof applicantNameOf>[1] => ({
  id: 100,
  status: '0',
  reason: '',
  ...fields,
});

test('a submitted application can be approved or rejected', () => {
  expect(reviewActionsOf(APPLICATION_STATUS.submitted)).toEqual(['approve', 'reject']);
});

test('a submitted payment can be confirmed or rejected', () => {
  expect(reviewActionsOf(APPLICATION_STATUS.paymentSubmitted)).toEqual(['confirmPay', 'rejectPay']);
});

test('approved, rejected and paid applications wait for nobody in the back office', () => {
  for (const status of [APPLICATION_STATUS.approved, APPLICATION_STATUS.rejected, APPLICATION_STATUS.paid, ''])
    expect(reviewActionsOf(status)).toEqual([]);
});

test('the applicant is named by their name or their organisation', () => {
  expect(applicantNameOf('member', application({ name: '李雷' }))).toBe('李雷');
  expect(applicantNameOf('org', application({ orgName: '星海录音有限公司', name: 'unused' }))).toBe('星海录音有限公司');
  expect(applicantNameOf('org', application({}))).toBe('');
});

test('the detail shows each application field once', () => {
  for (const fields of Object.values(APPLICATION_FIELDS)) {
    const keys = fields.map((field) => field.key);
    expect(new Set(keys).size).toBe(keys.length);
  }
});

test('files of a kind that repeats are numbered within their kind', () => {
  const files = [{ kind: 'photo' }, { kind: 'certificate' }, { kind: 'certificate' }, { kind: 'receipt' }, { kind: 'certificate' }];
  expect(ordinalsByKind(files)).toEqual([null, 1, 2, null, 3]);
  expect(ordinalsByKind([])).toEqual([]);
});
