import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { sysRoleDept, sysRoleMenu, sysUserRole } from '@/lib/backend/db/schema';
import { sysUserPost } from '@/features/system/tables';
import { syncRows, type ImportContext } from '../row-sync';
import type { SourceRow } from '../source-tables';

/** One side of a link row: the source column, the table its id was imported from, and the portal column. */
type Side = [sourceColumn: string, sourceTable: string, column: AnyPgColumn, field: string];

interface Link {
  table: string;
  target: PgTable;
  sides: [Side, Side];
}

const LINKS: Record<string, Link> = {
  sys_user_role: {
    table: 'sys_user_role',
    target: sysUserRole,
    sides: [
      ['user_id', 'sys_user', sysUserRole.userId, 'userId'],
      ['role_id', 'sys_role', sysUserRole.roleId, 'roleId'],
    ],
  },
  sys_user_post: {
    table: 'sys_user_post',
    target: sysUserPost,
    sides: [
      ['user_id', 'sys_user', sysUserPost.userId, 'userId'],
      ['post_id', 'sys_post', sysUserPost.postId, 'postId'],
    ],
  },
  sys_role_menu: {
    table: 'sys_role_menu',
    target: sysRoleMenu,
    sides: [
      ['role_id', 'sys_role', sysRoleMenu.roleId, 'roleId'],
      ['menu_id', 'sys_menu', sysRoleMenu.menuId, 'menuId'],
    ],
  },
  sys_role_dept: {
    table: 'sys_role_dept',
    target: sysRoleDept,
    sides: [
      ['role_id', 'sys_role', sysRoleDept.roleId, 'roleId'],
      ['dept_id', 'sys_dept', sysRoleDept.deptId, 'deptId'],
    ],
  },
};

export type LinkTable = keyof typeof LINKS;

/**
 * A link table (a user's roles and posts, a role's menus and departments): a link comes over when
 * both its ends did; one the portal has already is merged. Links whose end was not imported (a
 * menu this portal lacks) are counted skipped under one note, not one line each.
 */
export async function importLinks(ctx: ImportContext, name: LinkTable, rows: SourceRow[]): Promise<void> {
  const { table, target, sides } = LINKS[name];
  const ends = (row: SourceRow) => sides.map(([sourceColumn, sourceTable]) => ctx.idOf(sourceTable, row[sourceColumn]));
  const values = (row: SourceRow) => Object.fromEntries(sides.map(([, , , field], index) => [field, ends(row)[index]]));
  const missing = rows.filter((row) => ends(row).includes(null));
  if (missing.length) {
    ctx.report.count(table, 'skipped', missing.length);
    const [first, second] = sides.map(([, sourceTable]) => sourceTable.replace('sys_', ''));
    ctx.report.note(`${table}: ${missing.length} links to a ${first} or ${second} that was not imported (noted above), skipped`);
  }
  await syncRows(
    ctx,
    {
      table,
      key: (row) => sides.map(([sourceColumn]) => row[sourceColumn]).join(':'),
      label: (row) => sides.map(([sourceColumn]) => row[sourceColumn]).join(':'),
      async match(row) {
        const [left, right] = ends(row);
        const found = await ctx.tx
          .select()
          .from(target)
          .where(and(eq(sides[0][2], left!), eq(sides[1][2], right!)));
        return found.length ? 0 : null;
      },
      merge: async () => false,
      async insert(row) {
        await ctx.tx
          .insert(target)
          .values(values(row) as never)
          .onConflictDoNothing();
        return null;
      },
      update: async () => true,
    },
    rows.filter((row) => !ends(row).includes(null)),
  );
}
