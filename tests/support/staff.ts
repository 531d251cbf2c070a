import { inArray } from 'drizzle-orm';
import { sysMenu, sysRole, sysRoleDept, sysRoleMenu, sysUser, sysUserRole } from '@/lib/backend/db/schema';
import { hashPassword } from '@/features/auth/server/password';
import { CookieJar, type ApiAnswer, type Harness } from './api-harness';

export const STAFF_PASSWORD = 'Staff#2026pw';

export interface Staff {
  userId: number;
  userName: string;
  roleId: number;
  jar: CookieJar;
  call(method: string, path: string, body?: unknown): Promise<ApiAnswer>;
}

export interface StaffOptions {
  /** Permission strings the staff member's role grants (the seeded buttons and menus carrying them). */
  perms: string[];
  /** `sys_role.data_scope`: 1 all, 2 custom, 3 own department, 4 own department and below, 5 self. */
  dataScope?: string;
  /** The departments of a custom (2) scope. */
  scopeDepts?: number[];
  deptId?: number | null;
}

let next = 0;
// The same password hash serves every staff member: hashing once keeps suites quick.
let passwordHash: Promise<string> | null = null;

/**
 * A staff member made straight in the database: one new role with the given permissions and
 * data scope, a user in `deptId` holding it, signed in with a browser of their own.
 */
export async function staffUser(api: Harness, options: StaffOptions): Promise<Staff> {
  const db = api.backend.deps.db;
  const tag = `${process.pid % 10000}_${++next}_${Math.random().toString(36).slice(2, 6)}`;
  // Several menus may carry one permission (网站设置 and 参数设置 both list config): the role gets them all.
  const menus = options.perms.length
    ? await db.select({ menuId: sysMenu.menuId, perms: sysMenu.perms }).from(sysMenu).where(inArray(sysMenu.perms, options.perms))
    : [];
  if (new Set(menus.map((menu) => menu.perms)).size !== options.perms.length)
    throw new Error(`unknown permission among ${options.perms.join(', ')}`);
  const [role] = await db
    .insert(sysRole)
    .values({ roleName: `职员角色${tag}`, roleKey: `staff_${tag}`, roleSort: 50, dataScope: options.dataScope ?? '1' })
    .returning({ roleId: sysRole.roleId });
  if (menus.length) await db.insert(sysRoleMenu).values(menus.map((menu) => ({ roleId: role.roleId, menuId: menu.menuId })));
  if (options.scopeDepts?.length)
    await db.insert(sysRoleDept).values(options.scopeDepts.map((deptId) => ({ roleId: role.roleId, deptId })));
  passwordHash ??= hashPassword(STAFF_PASSWORD);
  const userName = `staff_${tag}`.slice(0, 20);
  const [user] = await db
    .insert(sysUser)
    .values({ userName, nickName: `职员${next}`, deptId: options.deptId ?? null, password: await passwordHash, pwdUpdateDate: new Date() })
    .returning({ userId: sysUser.userId });
  await db.insert(sysUserRole).values({ userId: user.userId, roleId: role.roleId });
  const jar = new CookieJar();
  const login = await api.call('POST', '/login', { body: { username: userName, password: STAFF_PASSWORD }, jar });
  if (login.body.code !== 200) throw new Error(`login failed: ${login.body.msg}`);
  return { userId: user.userId, userName, roleId: role.roleId, jar, call: (method, path, body) => api.call(method, path, { body, jar }) };
}
