import 'server-only';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import type { DictOption, MyApplication, Declaration, DeclarationFile } from '@/features/member/client/api';
import { ContentUnavailableError } from '@/lib/content/api-get';
import type { Envelope } from '@/lib/contract/envelope';
import { inLocale } from '@/lib/content/in-locale';
import { memberGet } from '@/lib/content/reader-get';
import { gateRedirect } from '@/lib/rules/member-gate';
import { localisedPath } from '@/lib/seo/seo';
import { memberActivity, type MySignup } from '@/features/member/activity/contract';
import { application } from '@/features/member/application/contract';
import { memberDeclaration } from '@/features/member/declaration/contract';
import { dictData } from '@/features/system/dict/contract';
import { profile as profileContracts } from '@/features/system/profile/contract';
import { urlOf } from '@/lib/contract/router';
import { auth, type UserInfo } from '@/features/auth/contract';
import { ORDER_NOT_FOUND_MSG, payOrder, type OrderWire } from '@/features/member/payment';
import type { OnlineChannel } from '@/lib/payments/payment-provider';

/**
 * Reads for the member pages, made on the server with the reader's token and never cached.
 * The proxy already sent signed-out readers to sign in; a session that ended since then
 * does the same here.
 */
async function read<T>(locale: string, returnPath: string, path: string): Promise<Envelope<T>> {
  const body = await memberGet<T>(path);
  if (!body) signIn(locale, returnPath);
  return body;
}

function signIn(locale: string, returnPath: string): never {
  redirect(`${localisedPath(locale, '/login')}?redirect=${encodeURIComponent(localisedPath(locale, returnPath))}`);
}

function dataOf<T>(body: Envelope<T>, what: string): T {
  if (body.code !== 200) throw new ContentUnavailableError(`${what}: ${body.code} ${body.msg}`);
  return body.data as T;
}

/** The reader's `/getInfo`, asked once per render however many segments check it. */
const readerInfo = cache(() => memberGet<never>(auth.getInfo.path));

/**
 * The Declare area's own gate, the same as the proxy's: a reader without a session signs in, one
 * without a paid membership goes to the membership page. The area's layout and each of its pages
 * ask, since a client navigation between its pages renders the page without the layout.
 */
export async function requirePaidMember(locale: string, returnPath: string): Promise<void> {
  const info = (await readerInfo()) as (Envelope<never> & { isMember?: boolean }) | null;
  if (!info) signIn(locale, returnPath);
  if (info.code !== 200) throw new ContentUnavailableError(`/getInfo: ${info.code} ${info.msg}`);
  if (info.isMember !== true) redirect(gateRedirect(localisedPath(locale, returnPath), '', true));
}

/** Whether the reader has a back-office menu: their personal page shows their staff account. */
export async function isStaffReader(locale: string, returnPath: string): Promise<boolean> {
  const info = (await readerInfo()) as (Envelope<never> & Partial<UserInfo>) | null;
  if (!info) signIn(locale, returnPath);
  return info.isStaff === true;
}

export type Dictionaries = Record<string, DictOption[]>;

export async function getDictionaries(locale: string, returnPath: string, types: string[]): Promise<Dictionaries> {
  const entries = await Promise.all(
    types.map(
      async (type) =>
        [type, dataOf(await read<DictOption[]>(locale, returnPath, urlOf(dictData.ofType, { path: { dictType: type } })), type)] as const,
    ),
  );
  return Object.fromEntries(entries);
}

export async function getMyApplication(locale: string, returnPath: string): Promise<MyApplication> {
  return dataOf(await read<MyApplication>(locale, returnPath, urlOf(application.getInfo)), 'my application');
}

export async function getPayChannels(locale: string, returnPath: string): Promise<OnlineChannel[]> {
  return dataOf(await read<{ channels: OnlineChannel[] }>(locale, returnPath, urlOf(payOrder.channels)), 'pay channels').channels;
}

/** One of the reader's orders, or undefined when it is not theirs or does not exist. */
export async function getMyOrder(locale: string, returnPath: string, orderNo: string): Promise<OrderWire | undefined> {
  if (!/^P\d{20}$/.test(orderNo)) return undefined;
  const body = await read<OrderWire>(locale, returnPath, urlOf(payOrder.get, { path: { orderNo } }));
  if (body.code === 200) return body.data;
  if (body.msg === ORDER_NOT_FOUND_MSG) return undefined;
  throw new ContentUnavailableError(`order ${orderNo}: ${body.code} ${body.msg}`);
}

/** The reader's orders, newest first. */
export async function getMyOrders(locale: string, returnPath: string): Promise<OrderWire[]> {
  const body = await read<OrderWire[]>(locale, returnPath, urlOf(payOrder.mine));
  if (body.code !== 200) throw new ContentUnavailableError(`my orders: ${body.code} ${body.msg}`);
  return body.rows ?? [];
}

/** One of the reader's sign-ups, as the personal page and the activity pay page read it. */
export type Signup = MySignup;

export async function getMySignups(locale: string, returnPath: string): Promise<Signup[]> {
  return dataOf(await read<Signup[]>(locale, returnPath, urlOf(memberActivity.mySignups)), 'my sign-ups');
}

export async function getMyDeclarations(
  locale: string,
  returnPath: string,
  pageNum: number,
  pageSize: number,
): Promise<{ rows: Declaration[]; total: number }> {
  const body = await read<Declaration[]>(locale, returnPath, urlOf(memberDeclaration.list, { query: { pageNum, pageSize } }));
  if (body.code !== 200) throw new ContentUnavailableError(`my declarations: ${body.code} ${body.msg}`);
  return { rows: body.rows ?? [], total: body.total ?? 0 };
}

/**
 * One of the reader's declarations, or undefined when it is not theirs or does not exist. An API
 * that cannot answer is an error, never "no such declaration".
 */
export async function getMyDeclaration(locale: string, returnPath: string, id: number): Promise<Declaration | undefined> {
  const body = await read<Declaration>(locale, returnPath, urlOf(memberDeclaration.get, { path: { id } }));
  if (body.code === 404) return undefined;
  if (body.code !== 200) throw new ContentUnavailableError(`declaration ${id}: ${body.code} ${body.msg}`);
  return body.data;
}

export type TemplateFile = DeclarationFile & { id: number; title: string; titleEs: string };
export type MyFile = DeclarationFile & { declareId: number; declareTitle: string };

export async function getDownloads(locale: string, returnPath: string): Promise<{ templates: TemplateFile[]; files: MyFile[] }> {
  const [templates, files] = await Promise.all([
    read<TemplateFile[]>(locale, returnPath, urlOf(memberDeclaration.templates)),
    read<MyFile[]>(locale, returnPath, urlOf(memberDeclaration.files)),
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
  const body = (await read<Profile>(locale, returnPath, urlOf(profileContracts.get))) as Envelope<Profile> & {
    roleGroup?: string;
    roleEsGroup?: string;
  };
  return { user: dataOf(body, 'profile'), roleGroup: inLocale(body.roleGroup ?? '', body.roleEsGroup, locale) };
}
