import { application } from '@/features/member/application/contract';
import type { DataOf, InputOf } from '@/lib/contract/contract';
import type { ApplicationType } from '@/lib/rules/member-rules';
import { request } from '@/lib/http/request';
import type { Filters, ListAnswer } from '@/lib/http/list';
import type { Application, Payment } from '@/features/member/client/api';

/**
 * The reviewers' membership calls (contract 10.4, docs/membership.md): the two application
 * lists, one application's detail, the decisions and the exports, typed by their contracts.
 * Rows are the stored application fields as the API sends them.
 */

type Detail = DataOf<typeof application.detail>;

/** One application with its applicant's account, its files, payments (newest first) and history (oldest first). */
export type ApplicationDetail = Omit<Detail, 'application' | 'payments'> & { application: Application; payments: Payment[] };

/** An attached file and what it is to the reviewer; its original name and size are null when the stored file is gone. */
export type ApplicationFile = Detail['files'][number];
export type ApplicationFileKind = ApplicationFile['kind'];

/** One step of an application's history: the applicant's or a reviewer's, with who and when. */
export type ApplicationStep = Detail['history'][number];

/** Which application a decision is about. */
export type ApplicationRef = Pick<InputOf<typeof application.confirmPay>, 'id' | 'type'>;

const LISTS = { member: application.memberList, org: application.orgList } as const;

export const APPLICATION_EXPORT_PATHS: Record<ApplicationType, string> = {
  member: application.memberExport.path,
  org: application.orgExport.path,
};

/** One page of either kind's applications, their fields readable by name as the list's columns read them. */
export const listApplications = (type: ApplicationType, params: Filters): Promise<ListAnswer<Application>> =>
  request(LISTS[type], { params });

export const getApplicationDetail = ({ id, type }: ApplicationRef): Promise<ApplicationDetail> =>
  request(application.detail, { params: { type, id } }).then((answer) => answer.data);

/** 通过: asked by a confirm box, so a refusal is told by the request helper. */
export const approveApplication = ({ id, type }: ApplicationRef) =>
  request(application.audit, { data: { id, type, status: '1', reason: '' } });

/** 驳回 with its reason: typed in a dialog, which shows a refusal itself. */
export const rejectApplication = ({ id, type }: ApplicationRef, reason: string) =>
  request(application.audit, { data: { id, type, status: '2', reason }, silent: true });

export const confirmPayment = ({ id, type }: ApplicationRef) => request(application.confirmPay, { data: { id, type } });

export const rejectPayment = ({ id, type }: ApplicationRef, reason: string) =>
  request(application.rejectPay, { data: { id, type, reason }, silent: true });
