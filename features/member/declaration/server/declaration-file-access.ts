import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import type { StoredFile } from '@/lib/security/attachment-grant';
import { bllDeclare, bllDeclareFile, bllDeclareTemplate } from '@/features/member/tables';
import { sysUser } from '@/lib/backend/db/schema';
import { hasPermission, type LoginUser } from '@/lib/security/caller';
import { userScopeOf } from '@/lib/security/data-scope';
import { REVIEWABLE } from './declaration-admin-service';

/** Who opens a declaration in the back office, with its files (`GET /declare/{id}`), and the templates of every status. */
const DECLARATION_READER_PERMISSION = 'bll:declare:query';

/**
 * A file attached to a declaration the back office opens (a draft stays its member's alone), for a
 * reader who may open declarations of its author (data scope of the permission).
 */
export async function declarationFileGrant(db: Executor, reader: LoginUser, { fileName }: StoredFile): Promise<boolean> {
  if (!hasPermission(reader, DECLARATION_READER_PERMISSION)) return false;
  const scope = await userScopeOf(db, reader, DECLARATION_READER_PERMISSION);
  const [attached] = await db
    .select({ declareId: bllDeclareFile.declareId })
    .from(bllDeclareFile)
    .innerJoin(bllDeclare, eq(bllDeclare.id, bllDeclareFile.declareId))
    .innerJoin(sysUser, eq(sysUser.userId, bllDeclare.userId))
    .where(and(eq(bllDeclareFile.fileName, fileName), inArray(bllDeclare.status, REVIEWABLE), scope))
    .limit(1);
  return attached !== undefined;
}

/** A declaration template's form: published ones for every signed-in user, any one for those who manage them. */
export async function templateFileGrant(db: Executor, reader: LoginUser, { fileName }: StoredFile): Promise<boolean> {
  const publishedOnly = hasPermission(reader, DECLARATION_READER_PERMISSION) ? undefined : eq(bllDeclareTemplate.status, '0');
  const [template] = await db
    .select({ id: bllDeclareTemplate.id })
    .from(bllDeclareTemplate)
    .where(and(eq(bllDeclareTemplate.fileName, fileName), publishedOnly))
    .limit(1);
  return template !== undefined;
}
