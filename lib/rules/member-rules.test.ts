import { canApply, isDeclarationEditable, membershipStep } from './member-rules';

describe('membershipStep', () => {
  it('follows the application through its statuses', () => {
    expect(membershipStep({ isMember: false, application: null })).toBe('apply');
    expect(membershipStep({ isMember: false, application: { status: '0' } })).toBe('waitReview');
    expect(membershipStep({ isMember: false, application: { status: '1' } })).toBe('pay');
    expect(membershipStep({ isMember: false, application: { status: '2' } })).toBe('rejected');
    expect(membershipStep({ isMember: false, application: { status: '3' } })).toBe('waitPayment');
    expect(membershipStep({ isMember: true, application: { status: '4' } })).toBe('member');
    expect(membershipStep({ isMember: false, application: { status: '4' } })).toBe('expired');
  });

  it('lets a new application start only when none is open', () => {
    expect(['apply', 'rejected', 'expired'].every((step) => canApply(step as never))).toBe(true);
    expect(['waitReview', 'pay', 'waitPayment', 'member'].some((step) => canApply(step as never))).toBe(false);
  });

  it('keeps submitted and accepted declarations read-only', () => {
    expect(['0', '3'].map(isDeclarationEditable)).toEqual([true, true]);
    expect(['1', '2'].map(isDeclarationEditable)).toEqual([false, false]);
  });
});
