import { application } from '@/features/member/application/contract';
import type { ApplicationType } from '@/lib/rules/member-rules';
import { request, type Envelope } from '@/lib/http/request';
import type { Filters, ListAnswer } from '@/lib/http/list';
import type { Application, Payment } from '@/features/member/client/api';

/**
 * The reviewers' membership calls (contract 10.4, docs/membership.md): the two application
 * lists, one application's detail, the decisions and the exports. Rows are the stored
 * application fields as the API sends them.
 */

/** What an attached file is to the reviewer. */
export type ApplicationFileKind = 'photo' | 'certificate' | 'licence' | 'receipt';

export interface ApplicationFile {
  kind: ApplicationFileKind;
  fileName: string;
  /** Null when the stored file is gone. */
  originalFilename: string | null;
  size: number | null;
}

/** One step of an application's history: the applicant's or a reviewer's, with who and when. */
export interface ApplicationStep {
  id: number;
  action: 'submit' | 'approve' | 'reject' | 'submitPay' | 'confirmPay' | 'rejectPay';
  fromStatus: string | null;
  toStatus: string;
  reason: string;
  createBy: string;
  createTime: string;
}

export interface ApplicationDetail {
  type: ApplicationType;
  application: Application;
  applicant: { userId: number; userName: string; nickName: string; phonenumber: string | null } | null;
  files: ApplicationFile[];
  /** Newest first. */
  payments: Payment[];
  /** Oldest first. */
  history: ApplicationStep[];
}

export interface ApplicationRef {
  id: number;
  type: ApplicationType;
}

const LIST_PATHS: Record<ApplicationType, string> = { member: application.memberList.path, org: application.orgList.path };

export const APPLICATION_EXPORT_PATHS: Record<ApplicationType, string> = {
  member: application.memberExport.path,
  org: application.orgExport.path,
};

export const listApplications = (type: ApplicationType, params: Filters) =>
  request<Envelope & ListAnswer<Application>>(LIST_PATHS[type], { params });

export const getApplicationDetail = ({ id, type }: ApplicationRef) =>
  request<Envelope & { data: ApplicationDetail }>(application.detail, { params: { type, id } }).then((answer) => answer.data);

/** 通过: asked by a confirm box, so a refusal is told by the request helper. */
export const approveApplication = ({ id, type }: ApplicationRef) =>
  request(application.audit, { data: { id, type, status: '1', reason: '' } });

/** 驳回 with its reason: typed in a dialog, which shows a refusal itself. */
export const rejectApplication = ({ id, type }: ApplicationRef, reason: string) =>
  request(application.audit, { data: { id, type, status: '2', reason }, silent: true });

export const confirmPayment = ({ id, type }: ApplicationRef) => request(application.confirmPay, { data: { id, type } });

export const rejectPayment = ({ id, type }: ApplicationRef, reason: string) =>
  request(application.rejectPay, { data: { id, type, reason }, silent: true });
