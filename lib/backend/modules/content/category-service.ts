import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bllArticleType } from '../../db/schema';
import { toWireTime } from '../../../date-time';

/** The member-only category: it and everything under it answer only to a signed-in user. */
export const MEMBER_ONLY_CATEGORY_ID = 96;

export type CategoryRow = typeof bllArticleType.$inferSelect;

export interface CategoryView {
  id: number;
  parentId: number;
  bllName: string;
  bllEsName: string;
  bllType: string;
  bllValue: string;
  indexArea: number;
  orderNum: number;
  menuFlag: string;
  cover: string;
  createTime: string | null;
  children: CategoryView[];
}

/** Every enabled category, ordered as the navigation shows them. */
export function loadPublicCategories(db: Executor): Promise<CategoryRow[]> {
  return db.select().from(bllArticleType).where(eq(bllArticleType.status, '0')).orderBy(asc(bllArticleType.parentId), asc(bllArticleType.orderNum), asc(bllArticleType.id));
}

function view(row: CategoryRow, children: CategoryView[]): CategoryView {
  return {
    id: row.id,
    parentId: row.parentId,
    bllName: row.bllName,
    bllEsName: row.bllEsName,
    bllType: row.bllType,
    bllValue: row.bllValue,
    indexArea: row.indexArea,
    orderNum: row.orderNum,
    menuFlag: row.menuFlag,
    cover: row.cover,
    createTime: toWireTime(row.createTime),
    children,
  };
}

/** The categories under `parentId`, each with its own children, optionally only those in the navigation. */
export function categoryTree(rows: CategoryRow[], parentId: number, menuOnly = false): CategoryView[] {
  return rows
    .filter((row) => row.parentId === parentId && (!menuOnly || row.menuFlag === '1'))
    .sort((a, b) => a.orderNum - b.orderNum || a.id - b.id)
    .map((row) => view(row, categoryTree(rows, row.id, menuOnly)));
}

/** A category and all categories below it. */
export function withDescendants(rows: CategoryRow[], id: number): number[] {
  const result = [id];
  for (let i = 0; i < result.length; i++) {
    for (const row of rows) if (row.parentId === result[i]) result.push(row.id);
  }
  return result;
}

/** Whether a category is the member-only one or lies under it. */
export function isMemberOnly(rows: CategoryRow[], id: number): boolean {
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (let current = byId.get(id); current; current = byId.get(current.parentId)) {
    if (current.id === MEMBER_ONLY_CATEGORY_ID) return true;
  }
  return false;
}
