import crypto from 'node:crypto';
import { hashPassword } from '@/features/auth/server/password';
import type { Executor } from '@/lib/backend/db/client';
import type { SeedOptions } from '@/lib/backend/db/seeds';
import { ADMIN_ROLE_ID, ADMIN_USER_ID } from '@/lib/security/built-in';
import { sysConfig, sysDictData, sysDictType } from '@/features/system/tables';
import { sysDept, sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '@/lib/backend/db/schema';
import { configSeeds } from './configs';
import { dictDataSeeds, dictTypeSeeds } from './dictionaries';
import { contentMenuIds, menuSeeds } from './menus';

export const MEMBER_ROLE_ID = 2;
export const EDITOR_ROLE_ID = 3;
export const MEMBER_ROLE_KEY = 'member';

const departments: (typeof sysDept.$inferInsert)[] = [
  { deptId: 100, parentId: 0, ancestors: '0', deptName: '录音师协会', orderNum: 0, leader: '秘书长' },
  { deptId: 101, parentId: 100, ancestors: '0,100', deptName: '秘书处', orderNum: 1 },
  { deptId: 102, parentId: 100, ancestors: '0,100', deptName: '会员部', orderNum: 2 },
  { deptId: 103, parentId: 100, ancestors: '0,100', deptName: '培训部', orderNum: 3 },
  { deptId: 104, parentId: 100, ancestors: '0,100', deptName: '信息部', orderNum: 4 },
];

const roles: (typeof sysRole.$inferInsert)[] = [
  { roleId: ADMIN_ROLE_ID, roleName: '超级管理员', roleKey: 'admin', roleSort: 1, dataScope: '1', remark: '超级管理员' },
  {
    roleId: MEMBER_ROLE_ID,
    roleName: '注册用户',
    roleKey: MEMBER_ROLE_KEY,
    roleSort: 2,
    dataScope: '5',
    remark: '通过手机号自助注册的用户',
  },
  {
    roleId: EDITOR_ROLE_ID,
    roleName: '内容编辑',
    roleKey: 'editor',
    roleSort: 3,
    dataScope: '1',
    remark: '维护栏目、文章、友情链接与会员审核',
  },
];

/** A password for the administrator of a new portal: 16 random letters, digits, - and _, which sign-in takes. */
export function generateAdminPassword(): string {
  return crypto.randomBytes(12).toString('base64url');
}

/**
 * The system tables of a new portal: departments, roles, the admin menu tree, dictionaries,
 * configuration and the administrator, whose password is ADMIN_PASSWORD or generated and
 * printed once.
 */
export async function seedSystem(tx: Executor, options: SeedOptions): Promise<void> {
  await tx.insert(sysDept).values(departments.map((d) => ({ ...d, createBy: 'admin' })));
  await tx.insert(sysRole).values(roles.map((r) => ({ ...r, createBy: 'admin' })));
  await tx.insert(sysMenu).values(menuSeeds.map((m) => ({ ...m, createBy: 'admin' })));
  await tx.insert(sysRoleMenu).values(contentMenuIds().map((menuId) => ({ roleId: EDITOR_ROLE_ID, menuId })));
  await tx.insert(sysDictType).values(dictTypeSeeds);
  await tx.insert(sysDictData).values(dictDataSeeds);
  await tx.insert(sysConfig).values(configSeeds(options.captchaEnabled));

  const generated = options.adminPassword === null;
  const password = options.adminPassword ?? generateAdminPassword();
  await tx.insert(sysUser).values({
    userId: ADMIN_USER_ID,
    deptId: 101,
    userName: 'admin',
    nickName: '管理员',
    password: await hashPassword(password),
    pwdUpdateDate: generated ? null : new Date(),
    createBy: 'admin',
    remark: '管理员',
  });
  await tx.insert(sysUserRole).values({ userId: ADMIN_USER_ID, roleId: ADMIN_ROLE_ID });

  if (generated) {
    options.log(
      [
        '',
        '==================================================================',
        ' First start: the administrator account was created.',
        `   user name: admin`,
        `   password:  ${password}`,
        ' This password is shown only once. Change it after signing in.',
        '==================================================================',
        '',
      ].join('\n'),
    );
  } else {
    options.log('First start: the administrator account "admin" was created with ADMIN_PASSWORD.');
  }
}
