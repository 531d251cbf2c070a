import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '@/lib/backend/db/client';
import { bllLinks } from '@/lib/backend/db/schema';
import { ServiceError } from '@/lib/backend/http/errors';
import { containsText, orderOf, textFilter } from '@/lib/backend/http/list-query';
import type { Page } from '@/lib/backend/http/paging';
import { wireRow } from '@/lib/backend/http/wire';
import type { LoginUser } from '@/features/auth/server/login-user';
import type { LinkInput } from '@/features/content/server/content-admin-schemas';

export const LINK_NOT_FOUND_MSG = '友情链接不存在';

export interface LinkFilter {
  linkName: string;
  status: string;
}

export function linkFilterOf(query: URLSearchParams): LinkFilter {
  return { linkName: textFilter(query, 'linkName'), status: textFilter(query, 'status', 1) };
}

const LINK_SORTABLE = {
  id: bllLinks.id,
  linkName: bllLinks.linkName,
  orderNum: bllLinks.orderNum,
  status: bllLinks.status,
  createTime: bllLinks.createTime,
};

/** The order a list asks for, else the footer's: by order number. */
export function linkOrderOf(query: URLSearchParams): SQL[] {
  return orderOf(query, LINK_SORTABLE, [asc(bllLinks.orderNum), asc(bllLinks.id)]);
}

function whereOf(filter: LinkFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.linkName) conditions.push(containsText(bllLinks.linkName, filter.linkName));
  if (filter.status) conditions.push(eq(bllLinks.status, filter.status));
  return conditions.length ? and(...conditions) : undefined;
}

/** `GET /bll/links/list`: one page of links of every status. */
export async function listLinksPaged(db: Executor, filter: LinkFilter, order: SQL[], page: Page) {
  const where = whereOf(filter);
  const [{ total }] = await db.select({ total: count() }).from(bllLinks).where(where);
  const rows = await db
    .select()
    .from(bllLinks)
    .where(where)
    .orderBy(...order)
    .limit(page.pageSize)
    .offset(page.offset);
  return { total, rows: rows.map((row) => wireRow(row)) };
}

/** `GET /bll/links/{id}`. */
export async function getLink(db: Executor, id: number) {
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
