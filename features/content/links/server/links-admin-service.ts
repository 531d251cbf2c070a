import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '@/lib/backend/db/client';
import { bllLinks } from '@/features/content/tables';
import { ServiceError } from '@/lib/backend/http/errors';
import { contains, equals, tableList, type TableList } from '@/lib/backend/http/table-list';
import { wireRow } from '@/lib/backend/http/wire';
import type { LoginUser } from '@/lib/security/caller';
import type { z } from 'zod';
import type { LinkWire, linkSchema } from '../contract';

export const LINK_NOT_FOUND_MSG = '友情链接不存在';

export type LinkInput = z.infer<typeof linkSchema>;
type LinkRow = typeof bllLinks.$inferSelect;

/** `GET /bll/links/list`: links of every status; by order number, as the footer shows them, unless asked otherwise. */
export const linkList: TableList<LinkRow, LinkWire> = tableList(bllLinks, {
  filters: [contains('linkName', bllLinks.linkName), equals('status', bllLinks.status, 1)],
  sortable: ['id', 'linkName', 'orderNum', 'status', 'createTime'],
  order: [asc(bllLinks.orderNum), asc(bllLinks.id)],
});

/** `GET /bll/links/{id}`. */
export async function getLink(db: Executor, id: number): Promise<LinkWire> {
  const [row] = await db.select().from(bllLinks).where(eq(bllLinks.id, id));
  if (!row) throw new ServiceError(LINK_NOT_FOUND_MSG);
  return wireRow(row);
}

/** `POST /bll/links`: answers the new link's id. */
export async function addLink(db: Executor, user: LoginUser, input: LinkInput): Promise<number> {
  const [row] = await db
    .insert(bllLinks)
    .values({ ...input, createBy: user.userName })
    .returning({ id: bllLinks.id });
  return row.id;
}

/** `PUT /bll/links`. */
export async function editLink(db: Executor, user: LoginUser, id: number, input: LinkInput): Promise<void> {
  const updated = await db
    .update(bllLinks)
    .set({ ...input, updateBy: user.userName, updateTime: new Date() })
    .where(eq(bllLinks.id, id))
    .returning({ id: bllLinks.id });
  if (updated.length === 0) throw new ServiceError(LINK_NOT_FOUND_MSG);
}

/** `DELETE /bll/links/{ids}`: all named links or none. */
export async function removeLinks(db: Database, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(bllLinks).where(inArray(bllLinks.id, ids)).returning({ id: bllLinks.id });
    if (deleted.length !== ids.length) throw new ServiceError(LINK_NOT_FOUND_MSG);
  });
}
