import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { bllDeclare } from '@/features/member/tables';
import { sysUser } from '@/lib/backend/db/schema';
import { ServiceError } from '@/lib/backend/http/errors';
import { always, contains, daysOf, equals, tableList, type TableList } from '@/lib/backend/http/table-list';
import { wireRow } from '@/lib/backend/http/wire';
import type { LoginUser } from '@/lib/security/caller';
import type { z } from 'zod';
import { DECLARATION_STATUS } from '@/lib/rules/member-rules';
import type { DeclarationForReview, ReviewedDeclaration, reviewSchema } from '../contract';
import { DECLARATION_NOT_FOUND_MSG, filesOf } from './declaration-service';

export const NOT_SUBMITTED_MSG = '只能审核已提交的申报';
export const RETURN_COMMENT_MSG = '退回时请填写审核意见';

export type DeclarationRow = typeof bllDeclare.$inferSelect;

/** What reviewers see: everything but drafts, which stay private to their member. */
export const REVIEWABLE = [DECLARATION_STATUS.submitted, DECLARATION_STATUS.accepted, DECLARATION_STATUS.returned];

/** Attachments grouped by their declaration, so a page of rows finds its own in one look-up each. */
function filesByDeclaration<F extends { declareId: number }>(files: F[]): Map<number, F[]> {
  const grouped = new Map<number, F[]>();
  for (const file of files) grouped.set(file.declareId, [...(grouped.get(file.declareId) ?? []), file]);
  return grouped;
}

/**
 * `GET /declare/list` and its export: declarations for review, each with its attachments.
 * Status and type equal, title and applicant contain, submitted on the given days; the latest
 * submitted first unless asked otherwise.
 */
export const declarationList: TableList<DeclarationRow, ReviewedDeclaration> = tableList(bllDeclare, {
  filters: [
    always(inArray(bllDeclare.status, REVIEWABLE)),
    equals('status', bllDeclare.status, 1),
    equals('declareType', bllDeclare.declareType, 20),
    contains('title', bllDeclare.title),
    contains('applicantName', bllDeclare.applicantName, 30),
    daysOf(bllDeclare.submitTime),
  ],
  sortable: ['id', 'title', 'status', 'submitTime', 'reviewTime'],
  order: [desc(bllDeclare.submitTime), desc(bllDeclare.id)],
  wire: async (rows, db) => {
    const files = filesByDeclaration(
      await filesOf(
        db,
        rows.map((row) => row.id),
      ),
    );
    return rows.map(({ description: _description, ...row }) => ({
      ...wireRow(row),
      files: (files.get(row.id) ?? []).map(({ declareId: _id, ...file }) => file),
    }));
  },
});

export type DeclarationExportRow = DeclarationRow & { fileCount: number };

/** Every declaration matching the export's filters with its number of attachments. */
export async function allDeclarations(db: Executor, query: URLSearchParams): Promise<DeclarationExportRow[]> {
  const rows = await declarationList.all(db, query);
  const files = filesByDeclaration(
    await filesOf(
      db,
      rows.map((row) => row.id),
    ),
  );
  return rows.map((row) => ({ ...row, fileCount: files.get(row.id)?.length ?? 0 }));
}

async function reviewable(db: Executor, id: number): Promise<DeclarationRow> {
  const [row] = await db
    .select()
    .from(bllDeclare)
    .where(and(eq(bllDeclare.id, id), inArray(bllDeclare.status, REVIEWABLE)));
  if (!row) throw new ServiceError(DECLARATION_NOT_FOUND_MSG);
  return row;
}

/** `GET /declare/{id}`: one declaration with its attachments and its member's account. */
export async function declarationForReview(db: Executor, id: number): Promise<DeclarationForReview> {
  const row = await reviewable(db, id);
  const files = await filesOf(db, [row.id]);
  const [member] = await db
    .select({ userId: sysUser.userId, userName: sysUser.userName, nickName: sysUser.nickName })
    .from(sysUser)
    .where(eq(sysUser.userId, row.userId));
  return { ...wireRow(row), member: member ?? null, files: files.map(({ declareId: _id, ...file }) => file) };
}

/**
 * `PUT /declare/review`: accept or return a submitted declaration with a comment the member
 * sees, recording who and when. The update names the status it expects, so two reviewers
 * cannot both decide.
 */
export async function reviewDeclaration(db: Executor, reviewer: LoginUser, input: z.infer<typeof reviewSchema>) {
  if (input.status === DECLARATION_STATUS.returned && !input.comment) throw new ServiceError(RETURN_COMMENT_MSG);
  const now = new Date();
  const moved = await db
    .update(bllDeclare)
    .set({
      status: input.status,
      comment: input.comment,
      reviewBy: reviewer.userName,
      reviewTime: now,
      updateBy: reviewer.userName,
      updateTime: now,
    })
    .where(and(eq(bllDeclare.id, input.id), eq(bllDeclare.status, DECLARATION_STATUS.submitted)))
    .returning({ id: bllDeclare.id });
  if (moved.length > 0) return;
  await reviewable(db, input.id);
  throw new ServiceError(NOT_SUBMITTED_MSG);
}
