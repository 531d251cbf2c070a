import { and, eq, or } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysDept, sysUser } from '@/lib/backend/db/schema';
import { toWireTime } from '@/lib/format/date-time';
import { ADMIN_USER_ID } from '@/lib/security/built-in';
import { findUserRoles } from '@/lib/security/authorities';
import type { UserWire } from '../contract';

export type UserRow = typeof sysUser.$inferSelect;

/** A user that has not been deleted, by id. */
export async function findUserById(db: Executor, userId: number): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.userId, userId), eq(sysUser.delFlag, '0')));
  return user;
}

/** The user a sign-in name refers to: the user name, or the mobile number members registered with. */
export async function findUserForLogin(db: Executor, name: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(sysUser)
    .where(and(or(eq(sysUser.userName, name), eq(sysUser.phonenumber, name)), eq(sysUser.delFlag, '0')));
  return rows.find((row) => row.userName === name) ?? rows[0];
}

export async function findUserByPhone(db: Executor, phone: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.phonenumber, phone), eq(sysUser.delFlag, '0')));
  return user;
}

/** A user in the contract's SysUser shape: no password, times as wire strings, dept and roles attached. */
export async function userView(db: Executor, user: UserRow): Promise<UserWire> {
  const [dept] = user.deptId ? await db.select().from(sysDept).where(eq(sysDept.deptId, user.deptId)) : [];
  const roles = await findUserRoles(db, user.userId);
  const { password: _password, ...visible } = user;
  return {
    ...visible,
    loginDate: toWireTime(user.loginDate),
    pwdUpdateDate: toWireTime(user.pwdUpdateDate),
    createTime: toWireTime(user.createTime),
    updateTime: toWireTime(user.updateTime),
    dept: dept
      ? {
          deptId: dept.deptId,
          parentId: dept.parentId,
          ancestors: dept.ancestors,
          deptName: dept.deptName,
          orderNum: dept.orderNum,
          leader: dept.leader,
          status: dept.status,
        }
      : null,
    roles: roles.map((role) => ({ ...role, admin: role.roleId === 1, flag: false })),
    roleIds: null,
    postIds: null,
    roleId: null,
    admin: user.userId === ADMIN_USER_ID,
  };
}
