import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '@/lib/backend/db/client';
import { bllArticle, bllArticleType } from '@/features/content/tables';
import { ServiceError } from '@/lib/backend/http/errors';
import { contains, equals, tableList } from '@/lib/backend/http/table-list';
import { wireRow } from '@/lib/backend/http/wire';
import type { LoginUser } from '@/lib/security/caller';
import { treeSelectOf } from '@/features/system/server';
import { MEMBER_ONLY_CATEGORY_ID, withDescendants, type CategoryRow } from './category-service';
import type { z } from 'zod';
import type { CategoryPicker, CategoryRow as CategoryWire, categorySchema } from '../contract';
import { requireCoverImage } from '@/features/content/article/server';

export const CATEGORY_NOT_FOUND_MSG = '栏目不存在';
export const PARENT_NOT_FOUND_MSG = '上级栏目不存在';
export const HAS_CHILDREN_MSG = '存在下级栏目,不允许删除';
export const HAS_ARTICLES_MSG = '栏目存在文章,不允许删除';
export const BUILT_IN_REMOVE_MSG = '会员专区是内置栏目,不允许删除';
export const BUILT_IN_MOVE_MSG = '会员专区是内置栏目,不允许移动';
/** The code of the delete guards: a warning, as the reference's tree deletes answer (contract 1.7). */
const WARN = 601;

export type CategoryInput = z.infer<typeof categorySchema>;

/** `bll_article_type.ancestors` is varchar(500): a tree deeper than that cannot be stored. */
const ANCESTORS_MAX = 500;
const TOO_DEEP_MSG = '栏目层级过深，不能再增加下级';

/** A category as the admin screens get it: every column, times as text, and `children` (empty in flat lists). */
export function categoryWire(row: CategoryRow, parentName: string | null = null): CategoryWire {
  return { ...wireRow(row), parentName, children: [] as unknown[] };
}

const treeOrder = [asc(bllArticleType.parentId), asc(bllArticleType.orderNum), asc(bllArticleType.id)];

/** `GET /bll/article_type/list`: every category matching the filter, flat, by parent and order (the screen builds the tree). */
const categoryList = tableList(bllArticleType, {
  filters: [contains('bllName', bllArticleType.bllName, 50), equals('status', bllArticleType.status, 1)],
  order: treeOrder,
});

export async function listCategoriesFlat(db: Executor, query: URLSearchParams): Promise<CategoryWire[]> {
  return (await categoryList.all(db, query)).map((row) => categoryWire(row));
}

async function allCategories(db: Executor): Promise<CategoryRow[]> {
  return db
    .select()
    .from(bllArticleType)
    .orderBy(...treeOrder);
}

/** `GET /bll/article_type/list/exclude/{id}`: every category but this one and those below it (the parent picker). */
export async function listCategoriesExcept(db: Executor, id: number): Promise<CategoryWire[]> {
  const rows = await allCategories(db);
  const excluded = new Set(withDescendants(rows, id));
  return rows.filter((row) => !excluded.has(row.id)).map((row) => categoryWire(row));
}

/** `GET /bll/article_type/treeselect`: the whole tree as a picker (disabled categories marked). */
export async function categoryTreeSelect(db: Executor): Promise<CategoryPicker> {
  const rows = await allCategories(db);
  return treeSelectOf(rows.map((row) => ({ id: row.id, parentId: row.parentId, label: row.bllName, disabled: row.status !== '0' })));
}

/** `GET /bll/article_type/{id}`: one category with its parent's name. */
export async function getCategory(db: Executor, id: number): Promise<CategoryWire> {
  const [row] = await db.select().from(bllArticleType).where(eq(bllArticleType.id, id));
  if (!row) throw new ServiceError(CATEGORY_NOT_FOUND_MSG);
  const [parent] = row.parentId
    ? await db.select({ bllName: bllArticleType.bllName }).from(bllArticleType).where(eq(bllArticleType.id, row.parentId))
    : [];
  return categoryWire(row, parent?.bllName ?? null);
}

/** Category writes run one at a time: sibling names and ancestors stay consistent only by the checks below. */
async function lockCategories(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7304, 1)`);
}

/**
 * The ancestors of a category as the tree now stands (`0,<root>,...,<parent>`), followed through
 * the parent links rather than the stored text, so a move also repairs anything stale below it.
 */
function ancestorsIn(byId: Map<number, CategoryRow>, parentId: number): string {
  const chain: number[] = [];
  for (let id = parentId; id !== 0 && !chain.includes(id); id = byId.get(id)?.parentId ?? 0) chain.unshift(id);
  return ['0', ...chain].join(',');
}

function siblingNamed(rows: CategoryRow[], parentId: number, bllName: string, exceptId: number | null): boolean {
  return rows.some((row) => row.parentId === parentId && row.bllName === bllName && row.id !== exceptId);
}

/** `POST /bll/article_type`: a category under an existing parent (or at the top); answers its id. */
export async function addCategory(db: Database, user: LoginUser, input: CategoryInput): Promise<number> {
  return db.transaction(async (tx) => {
    await lockCategories(tx);
    const rows = await allCategories(tx);
    const byId = new Map(rows.map((row) => [row.id, row]));
    if (input.parentId !== 0 && !byId.has(input.parentId)) throw new ServiceError(PARENT_NOT_FOUND_MSG);
    if (siblingNamed(rows, input.parentId, input.bllName, null)) throw new ServiceError(`新增栏目'${input.bllName}'失败，栏目名称已存在`);
    const ancestors = ancestorsIn(byId, input.parentId);
    if (ancestors.length > ANCESTORS_MAX) throw new ServiceError(TOO_DEEP_MSG);
    await requireCoverImage(tx, user, input.cover);
    const [row] = await tx
      .insert(bllArticleType)
      .values({ ...input, ancestors, createBy: user.userName })
      .returning({ id: bllArticleType.id });
    return row.id;
  });
}

/**
 * `PUT /bll/article_type`: changes a category and may move it under another parent (never itself
 * or one below it); a move rewrites the ancestors of everything below. The member-only category
 * stays where it is: the member-only rule follows it and everything under it.
 */
export async function editCategory(db: Database, user: LoginUser, id: number, input: CategoryInput): Promise<void> {
  const failed = (reason: string) => new ServiceError(`修改栏目'${input.bllName}'失败，${reason}`);
  await db.transaction(async (tx) => {
    await lockCategories(tx);
    const rows = await allCategories(tx);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const current = byId.get(id);
    if (!current) throw new ServiceError(CATEGORY_NOT_FOUND_MSG);
    if (input.parentId !== current.parentId) {
      if (id === MEMBER_ONLY_CATEGORY_ID) throw new ServiceError(BUILT_IN_MOVE_MSG);
      if (input.parentId === id) throw failed('上级栏目不能是自己');
      if (input.parentId !== 0 && !byId.has(input.parentId)) throw new ServiceError(PARENT_NOT_FOUND_MSG);
      if (withDescendants(rows, id).includes(input.parentId)) throw failed('上级栏目不能是自己的下级栏目');
    }
    if (siblingNamed(rows, input.parentId, input.bllName, id)) throw failed('栏目名称已存在');
    await requireCoverImage(tx, user, input.cover, current.cover);

    byId.set(id, { ...current, parentId: input.parentId });
    const subtree = withDescendants(rows, id);
    const rewritten = subtree.map((rowId) => ({ rowId, ancestors: ancestorsIn(byId, byId.get(rowId)!.parentId) }));
    if (rewritten.some(({ ancestors }) => ancestors.length > ANCESTORS_MAX)) throw new ServiceError(TOO_DEEP_MSG);

    await tx
      .update(bllArticleType)
      .set({ ...input, ancestors: rewritten[0].ancestors, updateBy: user.userName, updateTime: new Date() })
      .where(eq(bllArticleType.id, id));
    for (const { rowId, ancestors } of rewritten.slice(1)) {
      if (byId.get(rowId)!.ancestors !== ancestors) await tx.update(bllArticleType).set({ ancestors }).where(eq(bllArticleType.id, rowId));
    }
  });
}

/**
 * `DELETE /bll/article_type/{ids}`: all named categories or none. Refused (601) while one has a
 * category below it that is not deleted with it, or any article (whatever its status); the
 * member-only category is never deleted. Rows are locked, so an article saved meanwhile into
 * one of them either lands first (and blocks the delete) or finds its category gone.
 */
export async function removeCategories(db: Database, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCategories(tx);
    const rows = await tx.select().from(bllArticleType).where(inArray(bllArticleType.id, ids)).for('update');
    if (rows.length !== ids.length) throw new ServiceError(CATEGORY_NOT_FOUND_MSG);
    if (ids.includes(MEMBER_ONLY_CATEGORY_ID)) throw new ServiceError(BUILT_IN_REMOVE_MSG);
    const children = await tx.select({ id: bllArticleType.id }).from(bllArticleType).where(inArray(bllArticleType.parentId, ids));
    if (children.some((child) => !ids.includes(child.id))) throw new ServiceError(HAS_CHILDREN_MSG, WARN);
    const [article] = await tx.select({ id: bllArticle.id }).from(bllArticle).where(inArray(bllArticle.typeId, ids)).limit(1);
    if (article) throw new ServiceError(HAS_ARTICLES_MSG, WARN);
    await tx.delete(bllArticleType).where(inArray(bllArticleType.id, ids));
  });
}
