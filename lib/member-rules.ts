/**
 * Membership and declaration constants shared by the member pages and the server: the
 * `bll_sign_status` and `bll_declare_status` values and the dictionaries forms draw on.
 * docs/membership.md describes them.
 */
export const SIGN_STATUS = { submitted: '0', approved: '1', rejected: '2', paymentSubmitted: '3', paid: '4' } as const;
export type SignStatus = (typeof SIGN_STATUS)[keyof typeof SIGN_STATUS];

export const APPLICATION_TYPES = ['member', 'org'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

export const DECLARE_STATUS = { draft: '0', submitted: '1', accepted: '2', returned: '3' } as const;

export const DICT_TYPES = {
  signStatus: 'bll_sign_status',
  speciality: 'bll_speciality',
  orgSize: 'bll_org_size',
  payMethod: 'bll_pay_method',
  declareType: 'bll_declare_type',
  declareStatus: 'bll_declare_status',
  activityType: 'bll_activity_type',
  sex: 'sys_user_sex',
} as const;

/** A declaration's description: long enough for a project summary, short enough for one review. */
export const DECLARE_DESCRIPTION_MAX = 5000;

/** Membership runs for a year from the day the payment is confirmed. */
export const MEMBERSHIP_MONTHS = 12;

/** Whether a declaration with this status can still be changed by its member. */
export function isDeclarationEditable(status: string): boolean {
  return status === DECLARE_STATUS.draft || status === DECLARE_STATUS.returned;
}

export type MembershipStep = 'apply' | 'rejected' | 'waitReview' | 'pay' | 'waitPayment' | 'member' | 'expired';

/** Where an applicant stands and what they do next, as `/Membership` and `/personal` show it. */
export function membershipStep(info: { isMember: boolean; application: { status: string } | null }): MembershipStep {
  if (info.isMember) return 'member';
  switch (info.application?.status) {
    case SIGN_STATUS.submitted:
      return 'waitReview';
    case SIGN_STATUS.approved:
      return 'pay';
    case SIGN_STATUS.paymentSubmitted:
      return 'waitPayment';
    case SIGN_STATUS.rejected:
      return 'rejected';
    case SIGN_STATUS.paid:
      return 'expired';
    default:
      return 'apply';
  }
}

/** Whether the applicant may fill in a new application at this step. */
export function canApply(step: MembershipStep): boolean {
  return step === 'apply' || step === 'rejected' || step === 'expired';
}
