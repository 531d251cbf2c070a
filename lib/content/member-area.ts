import 'server-only';
import { redirect } from 'next/navigation';
import type { DictOption, MyApplication, Declaration, DeclarationFile } from '../api/member';
import type { ApiEnvelope } from './api-get';
import { memberGet } from './member-content';
import { localisedPath } from '../seo';

/**
 * Reads for the member pages, made on the server with the reader's token and never cached.
 * The proxy already sent signed-out readers to sign in; a session that ended since then
 * does the same here.
 */
async function read<T>(locale: string, returnPath: string, path: string): Promise<ApiEnvelope<T>> {
  const body = await memberGet<T>(path);
  if (!body) redirect(`${localisedPath(locale, '/login')}?redirect=${encodeURIComponent(localisedPath(locale, returnPath))}`);
  return body;
}

function dataOf<T>(body: ApiEnvelope<T>, what: string): T {
  if (body.code !== 200) throw new Error(`${what}: ${body.code} ${body.msg}`);
  return body.data as T;
}

export type Dictionaries = Record<string, DictOption[]>;

export async function getDictionaries(locale: string, returnPath: string, types: string[]): Promise<Dictionaries> {
  const entries = await Promise.all(types.map(async (type) => [type, dataOf(await read<DictOption[]>(locale, returnPath, `/system/dict/data/type/${type}`), type)] as const));
  return Object.fromEntries(entries);
}

export async function getMyApplication(locale: string, returnPath: string): Promise<MyApplication> {
  return dataOf(await read<MyApplication>(locale, returnPath, '/api/system/sign/getInfo'), 'my application');
}

export interface Signup {
  id: number;
  activityId: number;
  title: string;
  titleEs: string;
  articleId: number | null;
  startTime: string;
  place: string;
  createTime: string;
}

export async function getMySignups(locale: string, returnPath: string): Promise<Signup[]> {
  return dataOf(await read<Signup[]>(locale, returnPath, '/api/activity/activities/mySignups'), 'my sign-ups');
}

export async function getMyDeclarations(locale: string, returnPath: string, pageNum: number, pageSize: number): Promise<{ rows: Declaration[]; total: number }> {
  const body = await read<Declaration[]>(locale, returnPath, `/api/declare/list?pageNum=${pageNum}&pageSize=${pageSize}`);
  if (body.code !== 200) throw new Error(`my declarations: ${body.code} ${body.msg}`);
  return { rows: body.rows ?? [], total: body.total ?? 0 };
}

/** One of the reader's declarations, or undefined when it is not theirs or does not exist. */
export async function getMyDeclaration(locale: string, returnPath: string, id: number): Promise<Declaration | undefined> {
  const body = await read<Declaration>(locale, returnPath, `/api/declare/${id}`);
  return body.code === 200 ? body.data : undefined;
}

export type TemplateFile = DeclarationFile & { id: number; title: string };
export type MyFile = DeclarationFile & { declareId: number; declareTitle: string };

export async function getDownloads(locale: string, returnPath: string): Promise<{ templates: TemplateFile[]; files: MyFile[] }> {
  const [templates, files] = await Promise.all([
    read<TemplateFile[]>(locale, returnPath, '/api/declare/templates'),
    read<MyFile[]>(locale, returnPath, '/api/declare/files'),
  ]);
  return { templates: dataOf(templates, 'templates'), files: dataOf(files, 'my files') };
}

export interface Profile {
  userName: string;
  nickName: string;
  email: string;
  phonenumber: string;
  sex: string;
  avatar: string;
  createTime: string;
}

export async function getProfile(locale: string, returnPath: string): Promise<{ user: Profile; roleGroup: string }> {
  const body = (await read<Profile>(locale, returnPath, '/system/user/profile')) as ApiEnvelope<Profile> & { roleGroup?: string };
  return { user: dataOf(body, 'profile'), roleGroup: body.roleGroup ?? '' };
}
