import { sql } from 'drizzle-orm';
import { bigint, boolean, char, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, flag, remarkColumn } from './audit';

// Identity columns start above the seeded ids, so seeds keep the contract's well-known ids.

export const sysDept = pgTable('sys_dept', {
  deptId: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 200 }),
  parentId: bigint({ mode: 'number' }).notNull().default(0),
  ancestors: varchar({ length: 500 }).notNull().default(''),
  deptName: varchar({ length: 30 }).notNull(),
  orderNum: integer().notNull().default(0),
  leader: varchar({ length: 20 }),
  phone: varchar({ length: 11 }),
  email: varchar({ length: 50 }),
  status: flag('0'),
  delFlag: flag('0'),
  ...auditColumns,
});
export const sysUser = pgTable(
  'sys_user',
  {
    userId: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    deptId: bigint({ mode: 'number' }),
    userName: varchar({ length: 30 }).notNull(),
    nickName: varchar({ length: 30 }).notNull(),
    userType: varchar({ length: 2 }).notNull().default('00'),
    email: varchar({ length: 50 }).notNull().default(''),
    phonenumber: varchar({ length: 11 }).notNull().default(''),
    sex: flag('0'),
    avatar: varchar({ length: 200 }).notNull().default(''),
    password: varchar({ length: 100 }).notNull().default(''),
    status: flag('0'),
    delFlag: flag('0'),
    loginIp: varchar({ length: 128 }).notNull().default(''),
    loginDate: timestamp({ withTimezone: true }),
    pwdUpdateDate: timestamp({ withTimezone: true }),
    ...auditColumns,
    ...remarkColumn,
  },
  // The reference checks uniqueness only in code; the database enforces it too, so two
  // registrations racing for one phone number (or two admins for one email) cannot both succeed.
  (t) => [
    uniqueIndex('sys_user_user_name_uq')
      .on(t.userName)
      .where(sql`${t.delFlag} = '0'`),
    uniqueIndex('sys_user_phonenumber_uq')
      .on(t.phonenumber)
      .where(sql`${t.delFlag} = '0' AND ${t.phonenumber} <> ''`),
    uniqueIndex('sys_user_email_uq')
      .on(t.email)
      .where(sql`${t.delFlag} = '0' AND ${t.email} <> ''`),
  ],
);
export const sysRole = pgTable('sys_role', {
  roleId: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
  roleName: varchar({ length: 30 }).notNull(),
  roleEsName: varchar({ length: 100 }).notNull().default(''),
  roleKey: varchar({ length: 100 }).notNull(),
  roleSort: integer().notNull().default(0),
  dataScope: flag('1'),
  menuCheckStrictly: boolean().notNull().default(true),
  deptCheckStrictly: boolean().notNull().default(true),
  status: flag('0'),
  delFlag: flag('0'),
  ...auditColumns,
  ...remarkColumn,
});
export const sysMenu = pgTable('sys_menu', {
  menuId: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 2000 }),
  menuName: varchar({ length: 50 }).notNull(),
  /** The name the English back office shows; empty shows the Chinese. The stock clients read only `menuName`. */
  menuEsName: varchar({ length: 50 }).notNull().default(''),
  parentId: bigint({ mode: 'number' }).notNull().default(0),
  orderNum: integer().notNull().default(0),
  path: varchar({ length: 200 }).notNull().default(''),
  component: varchar({ length: 255 }),
  query: varchar({ length: 255 }),
  routeName: varchar({ length: 50 }).notNull().default(''),
  isFrame: flag('1'),
  isCache: flag('0'),
  menuType: char({ length: 1 }).notNull(),
  visible: flag('0'),
  status: flag('0'),
  perms: varchar({ length: 100 }),
  icon: varchar({ length: 100 }).notNull().default('#'),
  ...auditColumns,
  ...remarkColumn,
});
export const sysUserRole = pgTable(
  'sys_user_role',
  {
    userId: bigint({ mode: 'number' }).notNull(),
    roleId: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);
export const sysRoleMenu = pgTable(
  'sys_role_menu',
  {
    roleId: bigint({ mode: 'number' }).notNull(),
    menuId: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);
export const sysRoleDept = pgTable(
  'sys_role_dept',
  {
    roleId: bigint({ mode: 'number' }).notNull(),
    deptId: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.deptId] })],
);
