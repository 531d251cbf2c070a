import { z } from '@/lib/contract/zod';
import { answerData, answerFields, can, defineContracts } from '@/lib/contract/contract';
import { choiceOf, displayOrder, textOf } from '@/lib/contract/fields';
import { MENU_LIMITS } from '@/lib/rules/system-rules';
import type { WireRow } from '@/lib/contract/wire';
import type { TreeSelect } from '@/lib/tree-select';
import type { sysMenu } from '@/lib/backend/db/schema';

/** Directory, page, button. */
export const MENU_TYPES = ['M', 'C', 'F'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

/** Directories and pages: the menu types that become routes (buttons never do). */
export const ROUTE_TYPES: readonly string[] = ['M', 'C'];

const flag = (fallback: '0' | '1', message: string) => choiceOf(['0', '1'], fallback, message);

/** An optional text that the table stores as NULL when empty. */
const nullableText = (label: string, max: number) =>
  textOf(label, max, { optional: true }).transform((value) => (value === '' ? null : value));

/**
 * A menu as the contract's SysMenu: perms never null, and the fields only the tree screens fill
 * (`parentName` null, `children` empty).
 */
export type MenuWire = Omit<WireRow<typeof sysMenu.$inferSelect>, 'menuType' | 'perms'> & {
  menuType: MenuType;
  perms: string;
  parentName: null;
  children: never[];
};

/** A role's menus (`checkedKeys`) and the caller's menu tree to pick them from. */
export type RoleMenuTree = {
  checkedKeys: number[];
  menus: TreeSelect[];
};

/** The menu form of `POST`/`PUT /system/menu` (SysMenu, contract 4 and the column sizes of contract 7). */
export const menuSchema = z.object({
  menuName: textOf('菜单名称', MENU_LIMITS.menuName),
  // The portal's own field: the stock RuoYi clients send none, and an edit of theirs keeps what is stored.
  menuEsName: textOf('英文名称', MENU_LIMITS.menuEsName, { optional: true }).optional(),
  parentId: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 0 : typeof value === 'string' ? Number(value) : value),
    z
      .number({ error: '上级菜单格式不正确' })
      .int('上级菜单格式不正确')
      .min(0, '上级菜单格式不正确')
      .max(Number.MAX_SAFE_INTEGER, '上级菜单格式不正确'),
  ),
  orderNum: displayOrder(),
  menuType: choiceOf(MENU_TYPES, undefined, '菜单类型只能是M、C或F', '菜单类型不能为空'),
  path: textOf('路由地址', MENU_LIMITS.path, { optional: true }),
  component: nullableText('组件路径', MENU_LIMITS.component),
  query: nullableText('路由参数', MENU_LIMITS.query),
  routeName: textOf('路由名称', MENU_LIMITS.routeName, { optional: true }),
  isFrame: flag('1', '是否外链只能是0或1'),
  isCache: flag('0', '是否缓存只能是0或1'),
  visible: flag('0', '显示状态只能是0或1'),
  status: flag('0', '菜单状态只能是0或1'),
  // Only the super administrator holds the wildcard: no menu may mint `*:*:*` or a part of it.
  perms: textOf('权限标识', MENU_LIMITS.perms, { optional: true })
    .refine((value) => !value.includes('*'), '权限标识不能包含通配符*')
    .transform((value) => (value === '' ? null : value)),
  icon: textOf('菜单图标', 100, { optional: true }).transform((value) => value || '#'),
  remark: textOf('备注', 500, { optional: true }),
});

/** `PUT /system/menu/updateSort`: `{menuIds: "1,2", orderNums: "3,4"}`, lists also taken as arrays. */
export const menuSortSchema = z.object({
  menuIds: z.preprocess(
    (value) => (Array.isArray(value) ? value.join(',') : typeof value === 'number' ? String(value) : value),
    z.string({ error: '菜单编号不能为空' }),
  ),
  orderNums: z.preprocess(
    (value) => (Array.isArray(value) ? value.join(',') : typeof value === 'number' ? String(value) : value),
    z.string({ error: '显示顺序不能为空' }),
  ),
});

export const menu = defineContracts(
  { title: '菜单管理' },
  {
    // GET /system/menu/list – the caller's menus, flat, ordered by parent and order number
    list: { method: 'GET', path: '/system/menu/list', access: can('system:menu:list'), answer: answerData<MenuWire[]>() },
    // GET /system/menu/treeselect – the caller's menus as a TreeSelect tree (the role form's picker)
    treeselect: { method: 'GET', path: '/system/menu/treeselect', access: 'user', answer: answerData<TreeSelect[]>() },
    // GET /system/menu/roleMenuTreeselect/:roleId – a role's menus (checkedKeys) and the caller's menu tree (menus)
    roleMenuTreeselect: {
      method: 'GET',
      path: '/system/menu/roleMenuTreeselect/:roleId',
      access: 'user',
      answer: answerFields<RoleMenuTree>(),
    },
    // PUT /system/menu/updateSort – JSON {menuIds: "1,2", orderNums: "3,4"}: new order numbers, pairwise
    updateSort: { method: 'PUT', path: '/system/menu/updateSort', access: can('system:menu:edit'), input: menuSortSchema },
    // GET /system/menu/:menuId – one menu
    get: { method: 'GET', path: '/system/menu/:menuId', access: can('system:menu:query'), answer: answerData<MenuWire>() },
    // POST /system/menu – a new menu (unique name under its parent, unique route); `data` is its menuId
    add: { method: 'POST', path: '/system/menu', access: can('system:menu:add'), input: menuSchema },
    // PUT /system/menu – changes a menu named by menuId
    edit: { method: 'PUT', path: '/system/menu', access: can('system:menu:edit'), input: menuSchema },
    // DELETE /system/menu/:menuId – removes a menu without children or roles (601 warnings otherwise)
    remove: { method: 'DELETE', path: '/system/menu/:menuId', access: can('system:menu:remove') },
  },
);
