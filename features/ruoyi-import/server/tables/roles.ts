import { and, eq, ne } from 'drizzle-orm';
import { sysRole } from '@/lib/backend/db/schema';
import { SUPER_ADMIN_ROLE } from '@/lib/security/caller';
import { freeValue } from '../free-value';
import { auditOf, idWhere, keepPortalRow, ownRows, syncRows, text, textOrNull, type ImportContext } from '../row-sync';
import type { SourceRow } from '../source-tables';

const ROLE = { table: sysRole, id: sysRole.roleId, delFlag: sysRole.delFlag };

/** Added to an imported role's name that one of the portal's roles already has (the role screen keeps names unique). */
const RENAMED = '（导入）';

/**
 * Roles: RuoYi's `admin` is the portal's super administrator role, kept as it is, and RuoYi's
 * grants are added to it (it holds every permission anyway). Every other role is written as a
 * role of its own, with its data scope; its menus and departments follow as link rows. A key a
 * portal role has (`member`, the role every sign-up gets; `editor`) is not merged into that role:
 * RuoYi's grants would reach everyone who holds it. The imported role takes a free key instead.
 */
export async function importRoles(ctx: ImportContext, rows: SourceRow[]): Promise<void> {
  const values = async (row: SourceRow, roleId: number | null) => {
    const active = text(row.del_flag, 1) !== '2';
    const others = roleId === null ? undefined : ne(sysRole.roleId, roleId);
    const held = async (column: typeof sysRole.roleName | typeof sysRole.roleKey, value: string) =>
      (await idWhere(ctx, ROLE, and(eq(column, value), eq(sysRole.delFlag, '0'), others))) !== null;
    let roleName = text(row.role_name, 30);
    if (active && (await held(sysRole.roleName, roleName))) {
      roleName = `${roleName.slice(0, 30 - RENAMED.length)}${RENAMED}`;
      ctx.report.note(`sys_role ${row.role_id} ${row.role_key}: a role here is already named ${row.role_name}; imported as ${roleName}`);
    }
    let roleKey = text(row.role_key, 100);
    if (active) {
      // Worked out again on every write, so a later run gives the role imported before the same key.
      const sourceKey = roleKey;
      roleKey = await freeValue(sourceKey, 100, (key) => held(sysRole.roleKey, key));
      if (roleKey !== sourceKey)
        ctx.report.note(
          `sys_role ${row.role_id} ${sourceKey}: a role here already has the key ${sourceKey}; imported as a role of its own, ${roleKey} (an import never widens a portal role)`,
        );
    }
    return {
      roleName,
      roleKey,
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
        if (text(row.del_flag, 1) === '2' || text(row.role_key, 100) !== SUPER_ADMIN_ROLE) return null;
        return idWhere(ctx, ROLE, and(eq(sysRole.roleKey, SUPER_ADMIN_ROLE), eq(sysRole.delFlag, '0')));
      },
      merge: keepPortalRow,
    },
    rows,
  );
}
