import { dictData } from '@/features/system/dict/contract';
import { files } from '@/features/files/contract';
import { application } from '@/features/member/application/contract';
import { memberActivity } from '@/features/member/activity/contract';
import { memberDeclaration } from '@/features/member/declaration/contract';
import { profile } from '@/features/system/profile/contract';
import type { Contract } from '@/lib/contract/contract';
import { request, type Envelope } from '@/lib/http/request';
import type { ApplicationType } from '@/lib/rules/member-rules';

/** The member calls of the spec's call table (section 7) and their answers (docs/membership.md). */

export interface DictOption {
  dictValue: string;
  dictLabel: string;
  listClass?: string | null;
  cssClass?: string | null;
}

export const getDicts = (dictType: string) => request<Envelope & { data: DictOption[] }>(dictData.ofType, { path: { dictType } });

export interface UploadAnswer extends Envelope {
  fileName: string;
  url: string;
  originalFilename: string;
}

/** One file through the portal's upload call; the widgets check type, size and count first. */
export function uploadFile(file: File, contract: Contract = files.upload, field = 'file') {
  const form = new FormData();
  form.append(field, file, file.name);
  return request<UploadAnswer>(contract, { data: form, silent: true });
}

export type Application = Record<string, string | number | null> & { id: number; status: string; reason: string };
export type Payment = Record<string, string | number | null>;

export interface MyApplication {
  type: ApplicationType | null;
  application: Application | null;
  payment: Payment | null;
  isMember: boolean;
  fees: { member: string; org: string };
  payee: string;
}

export const getMyApplication = () => request<Envelope & { data: MyApplication }>(application.getInfo);
export const checkMember = (body: Record<string, unknown>) => request(application.check, { data: body, silent: true });
export const checkOrg = (body: Record<string, unknown>) => request(application.checkOrg, { data: body, silent: true });
export const addMember = (body: Record<string, unknown>) => request(application.addMember, { data: body, silent: true });
export const addOrg = (body: Record<string, unknown>) => request(application.addOrg, { data: body, silent: true });
export const submitPayInfo = (body: Record<string, unknown>) => request(application.submitPayInfo, { data: body, silent: true });

export interface Activity {
  id: number;
  title: string;
  titleEs: string;
  startTime: string;
  endTime: string | null;
  place: string;
  capacity: number;
  deadline: string;
  fee: string;
  summary: string;
  signedCount: number;
  full: boolean;
  closed: boolean;
  signedUp: boolean;
}

export const getActivities = (params: { articleId?: number; activityId?: number }) =>
  request<Envelope & { data: Activity[] }>(memberActivity.getInfoList, { params });
export const signUpForActivity = (body: { activityId: number; name: string; phone: string; employer: string; remark: string }) =>
  request(memberActivity.saveBll, { data: body, silent: true });

export interface DeclarationFile {
  fileName: string;
  originalFilename: string;
  size?: number;
}

export interface DeclarationForm {
  id?: number;
  declareType: string;
  title: string;
  applicantName: string;
  employer: string;
  phone: string;
  email: string;
  description: string;
  files: DeclarationFile[];
}

export interface Declaration extends Omit<DeclarationForm, 'id'> {
  id: number;
  status: string;
  comment: string;
  submitTime: string | null;
  createTime: string;
  fileCount?: number;
}

export const saveDeclaration = (form: DeclarationForm, status: '0' | '1') =>
  request<Envelope & { data: number }>(form.id ? memberDeclaration.edit : memberDeclaration.add, {
    data: { ...form, files: form.files.map((file) => file.fileName), status },
    silent: true,
  });
export const getDeclarations = (pageNum: number, pageSize: number) =>
  request<Envelope & { rows: Declaration[]; total: number }>(memberDeclaration.list, { params: { pageNum, pageSize } });
export const getDeclaration = (id: number) => request<Envelope & { data: Declaration }>(memberDeclaration.get, { path: { id } });

export const updateProfile = (body: { nickName: string; email: string; phonenumber: string; sex: string; password?: string }) =>
  request(profile.editOwn, { data: body, silent: true });
export const updatePassword = (body: { oldPassword: string; newPassword: string }) =>
  request(profile.updatePwd, { data: body, silent: true });

/** The URL a stored file is downloaded from (the spec's `/common/download?fileName=&delete=true`). */
export function downloadUrl(fileName: string): string {
  return `/prod-api/common/download?fileName=${encodeURIComponent(fileName)}&delete=true`;
}
