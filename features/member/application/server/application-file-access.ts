import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import type { StoredFile } from '@/lib/security/attachment-grant';
import { bllSignMember, bllSignOrg, bllSignPayment } from '@/features/member/tables';
import { sysUser } from '@/lib/backend/db/schema';
import { hasPermission, type LoginUser } from '@/lib/security/caller';
import { userScopeOf } from '@/lib/security/data-scope';

/** Who opens an application in the back office with its files (`GET /api/system/sign/detail`). */
const APPLICATION_READER_PERMISSION = 'bll:sign:query';

/** Whether a row whose applicant is `userId` and whose attachment columns match exists within the scope. */
async function attachedWithin(
  db: Executor,
  table: typeof bllSignMember | typeof bllSignOrg | typeof bllSignPayment,
  attached: SQL,
  scope: SQL | undefined,
): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .innerJoin(sysUser, eq(sysUser.userId, table.userId))
    .where(and(attached, scope))
    .limit(1);
  return row !== undefined;
}

/**
 * A file attached to a membership application (an applicant's photo or certificate scans, an
 * organisation's licence) or to a payment (its receipt), for a reader who may open applications
 * of that applicant (data scope of the permission).
 */
export async function applicationFileGrant(db: Executor, reader: LoginUser, { fileName }: StoredFile): Promise<boolean> {
  if (!hasPermission(reader, APPLICATION_READER_PERMISSION)) return false;
  const scope = await userScopeOf(db, reader, APPLICATION_READER_PERMISSION);
  const certificate = sql`${fileName} = any(string_to_array(${bllSignMember.certificateFiles}, ','))`;
  return (
    (await attachedWithin(db, bllSignMember, or(eq(bllSignMember.photo, fileName), certificate)!, scope)) ||
    (await attachedWithin(db, bllSignOrg, eq(bllSignOrg.licence, fileName), scope)) ||
    (await attachedWithin(db, bllSignPayment, eq(bllSignPayment.receipt, fileName), scope))
  );
}
