import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BackendDeps } from '@/lib/backend/deps';
import type { Executor } from '@/lib/backend/db/client';
import { bllDeclare, bllDeclareFile, bllDeclareTemplate } from '@/features/member/tables';
import { sysFile } from '@/lib/backend/db/schema';
import { ServiceError } from '@/lib/backend/http/errors';
import { wireRow } from '@/lib/backend/http/wire';
import type { LoginUser } from '@/lib/security/caller';
import { fileNamesOf, requireOwnFiles } from '@/features/files/server';
import { isDictValue } from '@/features/system/dict/server';
import { DECLARATION_STATUS, DICT_TYPES, isDeclarationEditable } from '@/lib/rules/member-rules';
import type { z } from 'zod';
import type { declarationSchema, MyDeclaration, MyDeclarationFile, MyDeclarationRow, PublishedTemplate } from '../contract';

export const DECLARATION_NOT_FOUND_MSG = '申报不存在';
export const DECLARATION_LOCKED_MSG = '申报已提交，不能修改';

type DeclarationRow = typeof bllDeclare.$inferSelect;
export type DeclarationInput = z.infer<typeof declarationSchema>;

/** The attachments of the declarations, in each one's order, with their original names and sizes. */
export async function filesOf(db: Executor, declareIds: number[]) {
  if (declareIds.length === 0) return [];
  return db
    .select({
      declareId: bllDeclareFile.declareId,
      fileName: bllDeclareFile.fileName,
      originalFilename: bllDeclareFile.originalFilename,
      size: sysFile.size,
    })
    .from(bllDeclareFile)
    .innerJoin(sysFile, eq(sysFile.fileName, bllDeclareFile.fileName))
    .where(inArray(bllDeclareFile.declareId, declareIds))
    .orderBy(asc(bllDeclareFile.declareId), asc(bllDeclareFile.orderNum));
}

/** The caller's own declaration; another member's id answers "not found", never its content. */
async function ownDeclaration(db: Executor, user: LoginUser, id: number): Promise<DeclarationRow> {
  const [row] = await db
    .select()
    .from(bllDeclare)
    .where(and(eq(bllDeclare.id, id), eq(bllDeclare.userId, user.userId)));
  if (!row) throw new ServiceError(DECLARATION_NOT_FOUND_MSG, 404);
  return row;
}

export async function myDeclaration(db: Executor, user: LoginUser, id: number): Promise<MyDeclaration> {
  const row = await ownDeclaration(db, user, id);
  const files = await filesOf(db, [row.id]);
  return { ...wireRow(row), files: files.map(({ declareId: _id, ...file }) => file) };
}

export async function myDeclarations(
  db: Executor,
  user: LoginUser,
  page: { pageSize: number; offset: number },
): Promise<{ total: number; rows: MyDeclarationRow[] }> {
  const mine = eq(bllDeclare.userId, user.userId);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(bllDeclare)
    .where(mine);
  const rows = await db.select().from(bllDeclare).where(mine).orderBy(desc(bllDeclare.id)).limit(page.pageSize).offset(page.offset);
  const files = await filesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    total,
    rows: rows.map(({ description: _description, ...row }) => ({
      ...wireRow(row),
      fileCount: files.filter((file) => file.declareId === row.id).length,
    })),
  };
}

/** Every file attached to the caller's declarations, for the download page. */
export async function myDeclarationFiles(db: Executor, user: LoginUser): Promise<MyDeclarationFile[]> {
  const declarations = await db
    .select({ id: bllDeclare.id, title: bllDeclare.title })
    .from(bllDeclare)
    .where(eq(bllDeclare.userId, user.userId));
  const titles = new Map(declarations.map((row) => [row.id, row.title]));
  const files = await filesOf(db, [...titles.keys()]);
  return files.map((file) => ({ ...file, declareTitle: titles.get(file.declareId) ?? '' }));
}

/** The forms the association publishes, for the download page. */
export async function publishedTemplates(db: Executor): Promise<PublishedTemplate[]> {
  return db
    .select({
      id: bllDeclareTemplate.id,
      title: bllDeclareTemplate.title,
      titleEs: bllDeclareTemplate.titleEs,
      fileName: bllDeclareTemplate.fileName,
      originalFilename: sysFile.originalFilename,
      size: sysFile.size,
    })
    .from(bllDeclareTemplate)
    .innerJoin(sysFile, eq(sysFile.fileName, bllDeclareTemplate.fileName))
    .where(eq(bllDeclareTemplate.status, '0'))
    .orderBy(asc(bllDeclareTemplate.orderNum), asc(bllDeclareTemplate.id));
}

async function checkDeclaration(db: Executor, user: LoginUser, input: DeclarationInput) {
  if (!(await isDictValue(db, DICT_TYPES.declareType, input.declareType))) throw new ServiceError('请选择申报类别');
  if (input.status === DECLARATION_STATUS.submitted) {
    if (!input.applicantName) throw new ServiceError('申报人不能为空');
    if (!input.phone) throw new ServiceError('联系电话不能为空');
    if (!input.description) throw new ServiceError('申报说明不能为空');
  }
  return requireOwnFiles(db, user.userId, fileNamesOf(input.files), 'any');
}

/**
 * `POST /api/declare` and `PUT /api/declare`: saves the caller's declaration as a draft or
 * submits it, with its attachments, in one transaction. Submitted (and accepted) declarations
 * are read-only; a returned one can be changed and submitted again.
 */
export async function saveDeclaration(deps: BackendDeps, user: LoginUser, input: DeclarationInput): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const files = await checkDeclaration(tx, user, input);
    const { id: _id, files: _files, status, ...fields } = input;
    const values = { ...fields, status, submitTime: status === DECLARATION_STATUS.submitted ? new Date() : null };
    let id: number;
    if (input.id) {
      const existing = await ownDeclaration(tx, user, input.id);
      // The status in the condition makes a submission racing this save fail instead of being overwritten.
      const updated = await tx
        .update(bllDeclare)
        .set({ ...values, updateBy: user.userName, updateTime: new Date() })
        .where(and(eq(bllDeclare.id, existing.id), inArray(bllDeclare.status, [DECLARATION_STATUS.draft, DECLARATION_STATUS.returned])))
        .returning({ id: bllDeclare.id });
      if (!isDeclarationEditable(existing.status) || updated.length === 0) throw new ServiceError(DECLARATION_LOCKED_MSG);
      id = existing.id;
      await tx.delete(bllDeclareFile).where(eq(bllDeclareFile.declareId, id));
    } else {
      const [created] = await tx
        .insert(bllDeclare)
        .values({ ...values, userId: user.userId, createBy: user.userName })
        .returning({ id: bllDeclare.id });
      id = created.id;
    }
    if (files.length > 0) {
      await tx
        .insert(bllDeclareFile)
        .values(
          files.map((file, orderNum) => ({ declareId: id, fileName: file.fileName, originalFilename: file.originalFilename, orderNum })),
        );
    }
    return id;
  });
}
