/**
 * Membership, declaration and activity constants shared by the member pages, the admin forms and
 * the server: the `bll_sign_status` and `bll_declare_status` values, the dictionaries forms draw
 * on, and the limits the forms check before the API checks them again. docs/membership.md
 * describes them. Pure and browser-safe: nothing here may import server code.
 */
export const APPLICATION_STATUS = { submitted: '0', approved: '1', rejected: '2', paymentSubmitted: '3', paid: '4' } as const;
export type ApplicationStatus = (typeof APPLICATION_STATUS)[keyof typeof APPLICATION_STATUS];

export const APPLICATION_TYPES = ['member', 'org'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

export const DECLARATION_STATUS = { draft: '0', submitted: '1', accepted: '2', returned: '3' } as const;

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
export const DECLARATION_DESCRIPTION_MAX = 5000;
/** A reviewer's comment on a declaration, and a reason given to an applicant, as their columns hold them. */
export const REVIEW_COMMENT_MAX = 500;
/** A download template's title, as its column holds it. */
export const TEMPLATE_TITLE_MAX = 100;
export const TEMPLATE_TITLE_ES_MAX = 200;
/** Where a download template stands in its list. */
export const TEMPLATE_ORDER_RANGE = { min: 0, max: 9999 } as const;

/** The column sizes of an activity's text fields (contract 10.5). */
export const ACTIVITY_LIMITS = { title: 200, titleEs: 300, place: 200, placeEs: 300, summary: 500 } as const;
/** Places an activity may offer: at least one, and no more than any venue of the association holds. */
export const ACTIVITY_CAPACITY_RANGE = { min: 1, max: 100_000 } as const;
/** An activity's fee in yuan: digits, at most two decimals, below the column's 10^8. */
export const ACTIVITY_FEE_PATTERN = /^(0|[1-9]\d{0,7})(\.\d{1,2})?$/;

/** Membership runs for a year from the day the payment is confirmed. */
export const MEMBERSHIP_MONTHS = 12;

/** Whether a declaration with this status can still be changed by its member. */
export function isDeclarationEditable(status: string): boolean {
  return status === DECLARATION_STATUS.draft || status === DECLARATION_STATUS.returned;
}

export type MembershipStep = 'apply' | 'rejected' | 'waitReview' | 'pay' | 'waitPayment' | 'member' | 'expired';

/** Where an applicant stands and what they do next, as `/Membership` and `/personal` show it. */
export function membershipStep(info: { isMember: boolean; application: { status: string } | null }): MembershipStep {
  if (info.isMember) return 'member';
  switch (info.application?.status) {
    case APPLICATION_STATUS.submitted:
      return 'waitReview';
    case APPLICATION_STATUS.approved:
      return 'pay';
    case APPLICATION_STATUS.paymentSubmitted:
      return 'waitPayment';
    case APPLICATION_STATUS.rejected:
      return 'rejected';
    case APPLICATION_STATUS.paid:
      return 'expired';
    default:
      return 'apply';
  }
}

/** Whether the applicant may fill in a new application at this step. */
export function canApply(step: MembershipStep): boolean {
  return step === 'apply' || step === 'rejected' || step === 'expired';
}
