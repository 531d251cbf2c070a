import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { BackendDeps } from '@/lib/backend/deps';
import type { Executor } from '@/lib/backend/db/client';
import { sysSmsOutbox, sysUser } from '@/lib/backend/db/schema';
import { equals, tableList } from '@/lib/backend/http/table-list';
import { MASK } from '@/lib/security/secrets';
import type { LoginUser } from '@/lib/security/caller';
import { codeInText, isLiveSmsCode } from '@/features/auth/server';
import { SMS_LIST_PERMISSION, type SmsRecord } from '@/features/monitor/sms-outbox/contract';
import { userScopeOf } from '@/lib/security/data-scope';
import { isSuperAdmin } from '@/lib/security/authorities';

/** `GET /monitor/sms/list`: the messages by phone, scene and status, each exact; newest first. */
const smsList = tableList(sysSmsOutbox, {
  filters: [equals('phone', sysSmsOutbox.phone), equals('scene', sysSmsOutbox.scene), equals('status', sysSmsOutbox.status)],
  order: [desc(sysSmsOutbox.id)],
});

/**
 * The messages `caller` may see: those to the number of a user in its data scope for the list,
 * as the user list would show that user. A message to a number no user holds (a sign-up code
 * before the account exists) is in no department, so only a caller who sees every user sees it.
 * Rank needs no rule of its own here: the one thing in a message that hands over an account, its
 * code, only the super administrator reads, and nobody outranks the super administrator.
 */
async function smsScopeOf(db: Executor, caller: LoginUser): Promise<SQL | undefined> {
  const users = await userScopeOf(db, caller, SMS_LIST_PERMISSION);
  if (users === undefined) return undefined;
  const phones = db
    .select({ phone: sysUser.phonenumber })
    .from(sysUser)
    .where(and(eq(sysUser.delFlag, '0'), users));
  return inArray(sysSmsOutbox.phone, phones);
}

/**
 * A message's text as the caller may read it. In outbox mode the text is the delivery and keeps
 * its code: the super administrator reads it while it can still be spent (the demo signs up and
 * resets passwords through this list); everyone else, and everyone once it is spent, expired or
 * replaced, reads it masked: whoever read a live code could reset that user's password.
 */
async function readableContent(deps: BackendDeps, caller: LoginUser, row: SmsRecord): Promise<string> {
  const code = codeInText(row.scene, row.content);
  if (code === null) return row.content;
  if (isSuperAdmin(caller.userId) && (await isLiveSmsCode(deps, row.phone, row.scene, code))) return row.content;
  return row.content.replaceAll(code, MASK);
}

/** A page of 短信记录 for the caller: within its data scope, codes masked (`readableContent`). */
export async function smsRecords(
  deps: BackendDeps,
  caller: LoginUser,
  query: URLSearchParams,
): Promise<{ total: number; rows: SmsRecord[] }> {
  const page = await smsList.page(deps.db, query, () => smsScopeOf(deps.db, caller));
  const rows = await Promise.all(page.rows.map(async (row) => ({ ...row, content: await readableContent(deps, caller, row) })));
  return { total: page.total, rows };
}
