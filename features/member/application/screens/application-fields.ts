import { DICT_TYPES, APPLICATION_STATUS, type ApplicationType } from '@/lib/rules/member-rules';

/**
 * What the review screen shows of an application and which decisions it offers, by the
 * application's kind and status (docs/membership.md). Labels are the messages `admin.sign.fields.<key>`.
 */

export interface ApplicationField {
  key: string;
  /** A dictionary whose label stands for the stored value. */
  dict?: string;
}

/** The applicant's own fields, in the order of the application form. */
export const APPLICATION_FIELDS: Record<ApplicationType, ApplicationField[]> = {
  member: [
    { key: 'name' },
    { key: 'gender', dict: DICT_TYPES.sex },
    { key: 'idNumber' },
    { key: 'birthDate' },
    { key: 'employer' },
    { key: 'jobTitle' },
    { key: 'yearsInProfession' },
    { key: 'speciality', dict: DICT_TYPES.speciality },
    { key: 'mobile' },
    { key: 'email' },
    { key: 'certificates' },
  ],
  org: [
    { key: 'orgName' },
    { key: 'creditCode' },
    { key: 'legalPerson' },
    { key: 'address' },
    { key: 'contactName' },
    { key: 'mobile' },
    { key: 'email' },
    { key: 'orgSize', dict: DICT_TYPES.orgSize },
    { key: 'businessScope' },
  ],
};

/** Where the application stands: the latest decision, and the membership once paid. */
export const REVIEW_FIELDS: ApplicationField[] = [
  { key: 'status', dict: DICT_TYPES.signStatus },
  { key: 'createTime' },
  { key: 'reason' },
  { key: 'auditBy' },
  { key: 'auditTime' },
  { key: 'memberSince' },
  { key: 'validUntil' },
];

/** The list's filter on the applicant's name: `name` for individuals, `orgName` for organisations. */
export const NAME_FILTER: Record<ApplicationType, 'name' | 'orgName'> = { member: 'name', org: 'orgName' };

/** Who applied, as questions and dialog titles name them. */
export function applicantNameOf(type: ApplicationType, application: Record<string, string | number | null>): string {
  return String(application[NAME_FILTER[type]] ?? '');
}

export type ReviewAction = 'approve' | 'reject' | 'confirmPay' | 'rejectPay';

/** The decisions open in a status: approve or reject a submitted application, confirm or reject a submitted payment. */
export function reviewActionsOf(status: string): ReviewAction[] {
  if (status === APPLICATION_STATUS.submitted) return ['approve', 'reject'];
  if (status === APPLICATION_STATUS.paymentSubmitted) return ['confirmPay', 'rejectPay'];
  return [];
}

/**
 * The number each file carries within its kind (证书扫描件 1, 证书扫描件 2, …), so several
 * files of one kind can be told apart; null for a file alone of its kind.
 */
export function ordinalsByKind(files: { kind: string }[]): (number | null)[] {
  const totals = new Map<string, number>();
  for (const file of files) totals.set(file.kind, (totals.get(file.kind) ?? 0) + 1);
  const seen = new Map<string, number>();
  return files.map((file) => {
    const position = (seen.get(file.kind) ?? 0) + 1;
    seen.set(file.kind, position);
    return totals.get(file.kind)! > 1 ? position : null;
  });
}
