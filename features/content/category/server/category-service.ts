import { asc } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { bllArticleType } from '@/features/content/tables';
import { toWireTime } from '@/lib/format/date-time';
import type { NavCategory } from '@/lib/rules/nav-rules';

import { MEMBER_ONLY_CATEGORY_ID } from '@/lib/http/ids';

export { MEMBER_ONLY_CATEGORY_ID };

export type CategoryRow = typeof bllArticleType.$inferSelect;

/** A category on the wire: the navigation's fields (lib/nav-rules.ts) and the rest of the row. */
export interface CategoryView extends Omit<NavCategory, 'children'> {
  orderNum: number;
  menuFlag: string;
  cover: string;
  createTime: string | null;
  children: CategoryView[];
}

/** Every category, enabled or not, ordered as the navigation shows them. */
export function loadCategories(db: Executor): Promise<CategoryRow[]> {
  return db.select().from(bllArticleType).orderBy(asc(bllArticleType.parentId), asc(bllArticleType.orderNum), asc(bllArticleType.id));
}

/** The categories a reader may see: enabled, and under enabled parents all the way up. */
export function publicCategories(rows: CategoryRow[]): CategoryRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  // The depth bound stops a parent loop someone saved by mistake.
  const visible = (row: CategoryRow, depth = 0): boolean => {
    if (row.status !== '0' || depth > 20) return false;
    if (row.parentId === 0) return true;
    const parent = byId.get(row.parentId);
    return parent !== undefined && visible(parent, depth + 1);
  };
  return rows.filter((row) => visible(row));
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

/** Whether a category is the member-only one or lies under it (whatever their status). */
export function isMemberOnly(rows: CategoryRow[], id: number): boolean {
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (let current = byId.get(id); current; current = byId.get(current.parentId)) {
    if (current.id === MEMBER_ONLY_CATEGORY_ID) return true;
  }
  return false;
}
