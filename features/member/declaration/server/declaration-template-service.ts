import { asc, eq, inArray } from 'drizzle-orm';
import type { BackendDeps } from '@/lib/backend/deps';
import type { Executor } from '@/lib/backend/db/client';
import { bllDeclareTemplate } from '@/features/member/tables';
import { sysFile } from '@/lib/backend/db/schema';
import { ServiceError } from '@/lib/backend/http/errors';
import { contains, equals, tableList, type TableList } from '@/lib/backend/http/table-list';
import { wireRow } from '@/lib/backend/http/wire';
import type { LoginUser } from '@/lib/security/caller';
import { requireOwnFiles } from '@/features/files/server';
import type { z } from 'zod';
import type { templateSchema, TemplateWire } from '../contract';

export const TEMPLATE_NOT_FOUND_MSG = '模板不存在';

export type TemplateInput = z.infer<typeof templateSchema>;

const templateColumns = {
  id: bllDeclareTemplate.id,
  title: bllDeclareTemplate.title,
  titleEs: bllDeclareTemplate.titleEs,
  fileName: bllDeclareTemplate.fileName,
  originalFilename: sysFile.originalFilename,
  size: sysFile.size,
  orderNum: bllDeclareTemplate.orderNum,
  status: bllDeclareTemplate.status,
  createBy: bllDeclareTemplate.createBy,
  createTime: bllDeclareTemplate.createTime,
  updateBy: bllDeclareTemplate.updateBy,
  updateTime: bllDeclareTemplate.updateTime,
};

function selectTemplates(db: Executor) {
  return db
    .select(templateColumns)
    .from(bllDeclareTemplate)
    .leftJoin(sysFile, eq(sysFile.fileName, bllDeclareTemplate.fileName))
    .$dynamic();
}

type TemplateRow = Awaited<ReturnType<typeof selectTemplates>>[number];

/** `GET /declare/template/list`: templates of every status in the download page's order, with their files' names and sizes. */
export const templateList: TableList<TemplateRow, TemplateWire> = tableList(bllDeclareTemplate, selectTemplates, {
  filters: [contains('title', bllDeclareTemplate.title), equals('status', bllDeclareTemplate.status, 1)],
  order: [asc(bllDeclareTemplate.orderNum), asc(bllDeclareTemplate.id)],
});

/** `GET /declare/template/{id}`. */
export async function getTemplate(db: Executor, id: number): Promise<TemplateWire> {
  const [row] = await selectTemplates(db).where(eq(bllDeclareTemplate.id, id));
  if (!row) throw new ServiceError(TEMPLATE_NOT_FOUND_MSG);
  return wireRow(row);
}

/**
 * A template's file must be the caller's own upload: every signed-in user may download a
 * published template, so registering someone else's file (a member's attachment) would publish it.
 */
async function requirePublishable(db: Executor, user: LoginUser, fileName: string): Promise<void> {
  await requireOwnFiles(db, user.userId, [fileName], 'any');
}

/** `POST /declare/template`: answers the new template's id. */
export async function addTemplate(deps: BackendDeps, user: LoginUser, input: TemplateInput): Promise<number> {
  await requirePublishable(deps.db, user, input.fileName);
  const [row] = await deps.db
    .insert(bllDeclareTemplate)
    .values({ ...input, createBy: user.userName })
    .returning({ id: bllDeclareTemplate.id });
  return row.id;
}

/** `PUT /declare/template`: changes a template; a new file must be the caller's own upload, the current one may stay. */
export async function editTemplate(deps: BackendDeps, user: LoginUser, id: number, input: TemplateInput): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ fileName: bllDeclareTemplate.fileName })
      .from(bllDeclareTemplate)
      .where(eq(bllDeclareTemplate.id, id))
      .for('update');
    if (!existing) throw new ServiceError(TEMPLATE_NOT_FOUND_MSG);
    if (input.fileName !== existing.fileName) await requirePublishable(tx, user, input.fileName);
    await tx
      .update(bllDeclareTemplate)
      .set({ ...input, updateBy: user.userName, updateTime: new Date() })
      .where(eq(bllDeclareTemplate.id, id));
  });
}

/** `DELETE /declare/template/{ids}`: all named templates or none. Their files stay stored; only the publication ends. */
export async function removeTemplates(deps: BackendDeps, ids: number[]): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: bllDeclareTemplate.id })
      .from(bllDeclareTemplate)
      .where(inArray(bllDeclareTemplate.id, ids))
      .for('update');
    if (rows.length !== ids.length) throw new ServiceError(TEMPLATE_NOT_FOUND_MSG);
    await tx.delete(bllDeclareTemplate).where(inArray(bllDeclareTemplate.id, ids));
  });
}
