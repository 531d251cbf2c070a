import { z } from 'zod';
import { textOf } from '@/lib/contract/fields';
import { choiceOf, displayOrder } from '@/lib/contract/fields';

/** Directory, page, button. */
const MENU_TYPES = ['M', 'C', 'F'] as const;

/** Directories and pages: the menu types that become routes (buttons never do). */
export const ROUTE_TYPES: readonly string[] = ['M', 'C'];

const flag = (fallback: '0' | '1', message: string) => choiceOf(['0', '1'], fallback, message);

/** An optional text that the table stores as NULL when empty. */
const nullableText = (label: string, max: number) =>
  textOf(label, max, { optional: true }).transform((value) => (value === '' ? null : value));

/** The menu form of `POST`/`PUT /system/menu` (SysMenu, contract 4 and the column sizes of contract 7). */
export const menuSchema = z.object({
  menuName: textOf('菜单名称', 50),
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
  path: textOf('路由地址', 200, { optional: true }),
  component: nullableText('组件路径', 255),
  query: nullableText('路由参数', 255),
  routeName: textOf('路由名称', 50, { optional: true }),
  isFrame: flag('1', '是否外链只能是0或1'),
  isCache: flag('0', '是否缓存只能是0或1'),
  visible: flag('0', '显示状态只能是0或1'),
  status: flag('0', '菜单状态只能是0或1'),
  // Only the super administrator holds the wildcard: no menu may mint `*:*:*` or a part of it.
  perms: textOf('权限标识', 100, { optional: true })
    .refine((value) => !value.includes('*'), '权限标识不能包含通配符*')
    .transform((value) => (value === '' ? null : value)),
  icon: textOf('菜单图标', 100, { optional: true }).transform((value) => value || '#'),
  remark: textOf('备注', 500, { optional: true }),
});
export type MenuInput = z.infer<typeof menuSchema>;

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
