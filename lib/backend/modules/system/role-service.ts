import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { sysMenu, sysRole, sysRoleMenu } from '../../db/schema';
import { ServiceError } from '../../http/errors';
import { textOf } from '../../http/schema';
import type { LoginUser } from '../auth/login-user';
import { requireMenusHeld } from './grant-guard';

export const MENU_NOT_FOUND_MSG = '所选菜单不存在';

/** More ids than the whole menu tree holds: a list this long is not a selection. */
const MAX_MENU_IDS = 5000;

/** A flag the UI sends as a boolean; `"true"`/`"false"` and 1/0 are read too, anything else is refused. */
const flagOf = (label: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? true : value === 'true' || value === 1 ? true : value === 'false' || value === 0 ? false : value),
    z.boolean({ error: `${label}格式不正确` }),
  );

const menuIds = z.preprocess(
  (value) => (value === undefined || value === null ? [] : value),
  z
    .array(z.coerce.number({ error: '菜单编号格式不正确' }).int('菜单编号格式不正确').positive('菜单编号格式不正确').max(Number.MAX_SAFE_INTEGER, '菜单编号格式不正确'), {
      error: '菜单编号格式不正确',
    })
    .max(MAX_MENU_IDS, '所选菜单过多')
    .transform((ids) => [...new Set(ids)]),
);

/** The role form of `POST /system/role` (contract 5.2; limits of contract section 4). */
export const roleSchema = z.object({
  roleName: textOf('角色名称', 30),
  roleKey: textOf('权限字符', 100),
  roleSort: z.preprocess(
    (value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : typeof value === 'string' ? Number(value) : value),
    z
      .number({ error: (issue) => (issue.input === undefined ? '显示顺序不能为空' : '显示顺序必须是整数') })
      .int('显示顺序必须是整数')
      .min(0, '显示顺序不能小于0')
      .max(999_999, '显示顺序不能超过999999'),
  ),
  status: z.preprocess((value) => (value === undefined || value === null || value === '' ? '0' : value), z.enum(['0', '1'], { error: '角色状态只能是0或1' })),
  menuIds,
  menuCheckStrictly: flagOf('菜单树选择项是否关联显示'),
  deptCheckStrictly: flagOf('部门树选择项是否关联显示'),
  remark: textOf('备注', 500, { optional: true }),
});
export type RoleInput = z.infer<typeof roleSchema>;

/**
 * Role writes run one at a time: the name and key are unique only by the checks below (as in
 * the reference, whose table has no unique index), so two writers must not both pass them.
 */
async function lockRoles(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7302, 1)`);
}

async function roleExists(db: Executor, condition: SQL): Promise<boolean> {
  const [row] = await db
    .select({ roleId: sysRole.roleId })
    .from(sysRole)
    .where(and(condition, eq(sysRole.delFlag, '0')))
    .limit(1);
  return row !== undefined;
}

/** Every id names a menu: a role never points at menus that are not there. */
async function requireMenus(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db.select({ menuId: sysMenu.menuId }).from(sysMenu).where(inArray(sysMenu.menuId, ids));
  if (found.length !== ids.length) throw new ServiceError(MENU_NOT_FOUND_MSG);
}

/**
 * `POST /system/role`: a new role with its menus, in one transaction; unique name and key
 * among roles not deleted. New roles see all data (dataScope "1") until their scope is set.
 * Answers the new roleId.
 */
export async function addRole(db: Database, user: LoginUser, input: RoleInput): Promise<number> {
  return db.transaction(async (tx) => {
    await lockRoles(tx);
    if (await roleExists(tx, eq(sysRole.roleName, input.roleName))) throw new ServiceError(`新增角色'${input.roleName}'失败，角色名称已存在`);
    if (await roleExists(tx, eq(sysRole.roleKey, input.roleKey))) throw new ServiceError(`新增角色'${input.roleName}'失败，角色权限已存在`);
    await requireMenus(tx, input.menuIds);
    await requireMenusHeld(tx, user, input.menuIds);
    const { menuIds: menus, ...fields } = input;
    const [role] = await tx
      .insert(sysRole)
      .values({ ...fields, dataScope: '1', createBy: user.userName })
      .returning({ roleId: sysRole.roleId });
    if (menus.length > 0) await tx.insert(sysRoleMenu).values(menus.map((menuId) => ({ roleId: role.roleId, menuId })));
    return role.roleId;
  });
}
