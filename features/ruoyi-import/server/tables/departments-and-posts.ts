import { and, eq, or } from 'drizzle-orm';
import { sysDept } from '@/lib/backend/db/schema';
import { sysPost } from '@/features/system/tables';
import { auditOf, idWhere, keepPortalRow, ownRows, parentsFirst, syncRows, text, textOrNull, type ImportContext } from '../row-sync';
import type { SourceRow } from '../source-tables';

const DEPT = { table: sysDept, id: sysDept.deptId, delFlag: sysDept.delFlag };
const POST = { table: sysPost, id: sysPost.postId };

/**
 * Departments, parents first. A department is the portal's own when it has the same name under
 * the same (mapped) parent: it is kept as it is. Others are written with their ancestors
 * recomputed from the portal's ids.
 */
export async function importDepartments(ctx: ImportContext, rows: SourceRow[]): Promise<void> {
  const placeUnder = async (row: SourceRow) => {
    const parentId = ctx.idOf('sys_dept', row.parent_id) ?? 0;
    if (parentId === 0 && Number(row.parent_id ?? 0) !== 0)
      ctx.report.note(`sys_dept ${row.dept_id} ${row.dept_name}: its parent ${row.parent_id} was not imported; placed at the top`);
    if (parentId === 0) return { parentId, ancestors: '0' };
    const [parent] = await ctx.tx.select({ ancestors: sysDept.ancestors }).from(sysDept).where(eq(sysDept.deptId, parentId));
    return { parentId, ancestors: `${parent?.ancestors ?? '0'},${parentId}` };
  };
  const values = async (row: SourceRow) => ({
    ...(await placeUnder(row)),
    deptName: text(row.dept_name, 30),
    orderNum: Number(row.order_num ?? 0),
    leader: textOrNull(row.leader, 20),
    phone: textOrNull(row.phone, 11),
    email: textOrNull(row.email, 50),
    status: text(row.status, 1) || '0',
    delFlag: text(row.del_flag, 1) || '0',
    ...auditOf(row, ctx.now),
  });
  await syncRows(
    ctx,
    {
      ...ownRows(ctx, DEPT, 'dept_name', values),
      async match(row) {
        const { parentId } = await placeUnder(row);
        const named = eq(sysDept.deptName, text(row.dept_name, 30));
        return idWhere(ctx, DEPT, and(eq(sysDept.parentId, parentId), named, eq(sysDept.delFlag, '0')));
      },
      merge: keepPortalRow,
    },
    parentsFirst(rows, 'dept_id', 'parent_id'),
  );
}

/** Posts: one of the portal's with the same code (or name) is kept as it is; others are written. */
export async function importPosts(ctx: ImportContext, rows: SourceRow[]): Promise<void> {
  const values = (row: SourceRow) => ({
    postCode: text(row.post_code, 64),
    postName: text(row.post_name, 50),
    postSort: Number(row.post_sort ?? 0),
    status: text(row.status, 1) || '0',
    ...auditOf(row, ctx.now),
    remark: textOrNull(row.remark, 500),
  });
  await syncRows(
    ctx,
    {
      ...ownRows(ctx, POST, 'post_name', values),
      async match(row) {
        const { postCode, postName } = values(row);
        return idWhere(ctx, POST, or(eq(sysPost.postCode, postCode), eq(sysPost.postName, postName)));
      },
      merge: keepPortalRow,
    },
    rows,
  );
}
