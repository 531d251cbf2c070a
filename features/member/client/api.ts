import { dictData } from '@/features/system/dict/contract';
import { files } from '@/features/files/contract';
import { application } from '@/features/member/application/contract';
import { memberDeclaration } from '@/features/member/declaration/contract';
import { profile } from '@/features/system/profile/contract';
import type { AnswerOf, Contract, DataOf, InputOf, RowOf } from '@/lib/contract/contract';
import { request } from '@/lib/http/request';
import { uploadTo } from '@/lib/http/upload';

/** The member calls of the spec's call table (section 7) and their answers (docs/membership.md), typed by their contracts. */

export type { DictOption } from '@/lib/dictionary';

export const getDicts = (dictType: string) => request(dictData.ofType, { path: { dictType } });

/** What an upload answers, whichever upload call takes the file. */
export type UploadAnswer = AnswerOf<typeof files.upload>;

/** One file through the portal's upload call; the widgets check type, size and count first. */
export function uploadFile(file: File, contract: Contract = files.upload, field = 'file') {
  return uploadTo<UploadAnswer>(contract, file, field);
}

/** The caller's newest application, its payment and membership (`GET /api/system/sign/getInfo`). */
export type MyApplication = DataOf<typeof application.getInfo>;

/** A stored application (an individual's or an organisation's) as the API sends it; the field lists read its fields by name. */
export type Application = NonNullable<MyApplication['application']> & Record<string, string | number | null>;
/** A payment submitted for an application, as the API sends it. */
export type Payment = NonNullable<MyApplication['payment']> & Record<string, string | number | null>;

export const getMyApplication = () => request(application.getInfo);
// The membership forms are built from field lists (`features/member/screens/area/form-specs.ts`), so their bodies are records.
export const checkMember = (body: Record<string, unknown>) => request(application.check, { data: body, silent: true });
export const checkOrg = (body: Record<string, unknown>) => request(application.checkOrg, { data: body, silent: true });
export const addMember = (body: Record<string, unknown>) => request(application.addMember, { data: body, silent: true });
export const addOrg = (body: Record<string, unknown>) => request(application.addOrg, { data: body, silent: true });
export const submitPayInfo = (body: Record<string, unknown>) => request(application.submitPayInfo, { data: body, silent: true });

/** An attached file as the upload widgets hold it (its stored and original names) and the API lists it (with its size). */
export interface DeclarationFile {
  fileName: string;
  originalFilename: string;
  size?: number;
}

/** The declaration editor's draft (kept in the browser between pages): the fields as typed, the attachments uploaded. */
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

/**
 * One of the member's declarations with its attachments (`GET /api/declare/:id`); the list's rows
 * leave out the description and the files, and count the files instead (`fileCount`).
 */
export type Declaration = DataOf<typeof memberDeclaration.get> & Partial<Pick<RowOf<typeof memberDeclaration.list>, 'fileCount'>>;

export const saveDeclaration = (form: DeclarationForm, status: '0' | '1') => {
  const body: InputOf<typeof memberDeclaration.add> = { ...form, files: form.files.map((file) => file.fileName), status };
  return request(form.id ? memberDeclaration.edit : memberDeclaration.add, { data: body, silent: true });
};
export const getDeclarations = (pageNum: number, pageSize: number) => request(memberDeclaration.list, { params: { pageNum, pageSize } });
export const getDeclaration = (id: number) => request(memberDeclaration.get, { path: { id } });

export const updateProfile = (body: { nickName: string; email: string; phonenumber: string; sex: string; password?: string }) =>
  request(profile.editOwn, { data: body, silent: true });
export const updatePassword = (body: { oldPassword: string; newPassword: string }) =>
  request(profile.updatePwd, { data: body, silent: true });

/** The URL a stored file is downloaded from (the spec's `/common/download?fileName=&delete=true`). */
export function downloadUrl(fileName: string): string {
  return `/prod-api/common/download?fileName=${encodeURIComponent(fileName)}&delete=true`;
}
