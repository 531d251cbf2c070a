import { and, eq, ne } from 'drizzle-orm';
import { sysRole } from '@/lib/backend/db/schema';
import { auditOf, idWhere, keepPortalRow, ownRows, syncRows, text, textOrNull, type ImportContext } from '../row-sync';
import type { SourceRow } from '../source-tables';

const ROLE = { table: sysRole, id: sysRole.roleId, delFlag: sysRole.delFlag };

/** Added to an imported role's name that one of the portal's roles already has (the role screen keeps names unique). */
const RENAMED = '（导入）';

/**
 * Roles: the portal's role with the same key (`admin`) is kept as it is, and RuoYi's grants are
 * added to it; others are written with their data scope. Their menus and departments follow as
 * link rows.
 */
export async function importRoles(ctx: ImportContext, rows: SourceRow[]): Promise<void> {
  const values = async (row: SourceRow, roleId: number | null) => {
    let roleName = text(row.role_name, 30);
    const others = roleId === null ? undefined : ne(sysRole.roleId, roleId);
    const sameName = await idWhere(ctx, ROLE, and(eq(sysRole.roleName, roleName), eq(sysRole.delFlag, '0'), others));
    if (sameName !== null && text(row.del_flag, 1) !== '2') {
      roleName = `${roleName.slice(0, 30 - RENAMED.length)}${RENAMED}`;
      ctx.report.note(`sys_role ${row.role_id} ${row.role_key}: a role here is already named ${row.role_name}; imported as ${roleName}`);
    }
    return {
      roleName,
      roleKey: text(row.role_key, 100),
      roleSort: Number(row.role_sort ?? 0),
      dataScope: text(row.data_scope, 1) || '1',
      menuCheckStrictly: Boolean(Number(row.menu_check_strictly ?? 1)),
      deptCheckStrictly: Boolean(Number(row.dept_check_strictly ?? 1)),
      status: text(row.status, 1) || '0',
      delFlag: text(row.del_flag, 1) || '0',
      ...auditOf(row, ctx.now),
      remark: textOrNull(row.remark, 500),
    };
  };
  await syncRows(
    ctx,
    {
      ...ownRows(ctx, ROLE, 'role_key', values),
      async match(row) {
        if (text(row.del_flag, 1) === '2') return null;
        return idWhere(ctx, ROLE, and(eq(sysRole.roleKey, text(row.role_key, 100)), eq(sysRole.delFlag, '0')));
      },
      merge: keepPortalRow,
    },
    rows,
  );
}
