import { request, type Envelope } from '../request';
import type { ApplicationType } from '../member-rules';

/** The member calls of the spec's call table (section 7) and their answers (docs/membership.md). */

export interface DictOption {
  dictValue: string;
  dictLabel: string;
  listClass?: string | null;
  cssClass?: string | null;
}

export const getDicts = (dictType: string) => request<Envelope & { data: DictOption[] }>(`/system/dict/data/type/${dictType}`);

export interface UploadAnswer extends Envelope {
  fileName: string;
  url: string;
  originalFilename: string;
}

/** One file through the portal's upload call; the widgets check type, size and count first. */
export function uploadFile(file: File, path = '/common/upload', field = 'file') {
  const form = new FormData();
  form.append(field, file, file.name);
  return request<UploadAnswer>(path, { method: 'POST', data: form, silent: true });
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

export const getMyApplication = () => request<Envelope & { data: MyApplication }>('/api/system/sign/getInfo');
export const checkMember = (body: Record<string, unknown>) => request('/api/system/sign/check', { method: 'POST', data: body, silent: true });
export const checkOrg = (body: Record<string, unknown>) => request('/api/system/sign/checkOrg', { method: 'POST', data: body, silent: true });
export const addMember = (body: Record<string, unknown>) => request('/api/system/sign/addMember', { method: 'POST', data: body, silent: true });
export const addOrg = (body: Record<string, unknown>) => request('/api/system/sign/addOrg', { method: 'POST', data: body, silent: true });
export const submitPayInfo = (body: Record<string, unknown>) => request('/api/system/sign/submitPayInfo', { method: 'POST', data: body, silent: true });

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
  request<Envelope & { data: Activity[] }>('/api/activity/activities/getInfoList', { params });
export const signUpForActivity = (body: { activityId: number; name: string; phone: string; employer: string; remark: string }) =>
  request('/api/activity/activities/saveBll', { method: 'POST', data: body, silent: true });

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
  request<Envelope & { data: number }>('/api/declare', {
    method: form.id ? 'PUT' : 'POST',
    data: { ...form, files: form.files.map((file) => file.fileName), status },
    silent: true,
  });
export const getDeclarations = (pageNum: number, pageSize: number) =>
  request<Envelope & { rows: Declaration[]; total: number }>('/api/declare/list', { params: { pageNum, pageSize } });
export const getDeclaration = (id: number) => request<Envelope & { data: Declaration }>(`/api/declare/${id}`);

export const updateProfile = (body: { nickName: string; email: string; phonenumber: string; sex: string; password?: string }) =>
  request('/system/user/edit', { method: 'PUT', data: body, silent: true });
export const updatePassword = (body: { oldPassword: string; newPassword: string }) =>
  request('/system/user/profile/updatePwd', { method: 'PUT', data: body, silent: true });

/** The URL a stored file is downloaded from (the spec's `/common/download?fileName=&delete=true`). */
export function downloadUrl(fileName: string): string {
  return `/prod-api/common/download?fileName=${encodeURIComponent(fileName)}&delete=true`;
}

