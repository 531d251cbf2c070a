import { problemsFound, tooLong, type FieldProblems } from '@/components/admin/list/field-problems';
import { ROOT_MENU_ID, type Menu, type MenuInput, type MenuType } from '@/features/system/menu/client/api';
import { DISPLAY_ORDER_MAX, MENU_LIMITS, isWholeNumberUpTo } from '@/lib/rules/system-rules';

/** The menu form's state: text as typed, the parent as the tree picker gives it. */
export interface MenuFormValues {
  menuId?: number;
  parentId: number | null;
  menuType: MenuType;
  icon: string;
  menuName: string;
  orderNum: string;
  isFrame: string;
  path: string;
  component: string;
  perms: string;
  query: string;
  routeName: string;
  isCache: string;
  visible: string;
  status: string;
}

export type MenuTextField = 'menuName' | 'orderNum' | 'path' | 'component' | 'perms' | 'query' | 'routeName';
export type MenuField = MenuTextField | 'parentId';

/** Which fields a menu type has, as the reference's form shows them. */
export const MENU_FIELDS = {
  icon: ['M', 'C'],
  isFrame: ['M', 'C'],
  path: ['M', 'C'],
  component: ['C'],
  perms: ['C', 'F'],
  query: ['C'],
  routeName: ['C'],
  isCache: ['C'],
  visible: ['M', 'C'],
} as const satisfies Record<string, readonly MenuType[]>;

export const hasField = (field: keyof typeof MENU_FIELDS, type: MenuType): boolean =>
  (MENU_FIELDS[field] as readonly MenuType[]).includes(type);

const LINK_PATTERN = /^https?:\/\//i;
/** What a button row stores when it has no icon, as the reference's seeds do. */
const NO_ICON = '#';

/** A new menu: a directory under the given parent (主类目 when none), shown, enabled, a route of the app. */
export function emptyMenu(parentId: number | null): MenuFormValues {
  return {
    parentId: parentId ?? ROOT_MENU_ID,
    menuType: 'M',
    icon: '',
    menuName: '',
    orderNum: '',
    isFrame: '1',
    path: '',
    component: '',
    perms: '',
    query: '',
    routeName: '',
    isCache: '0',
    visible: '0',
    status: '0',
  };
}

export function valuesOf(menu: Menu): MenuFormValues {
  return {
    menuId: menu.menuId,
    parentId: menu.parentId,
    menuType: menu.menuType,
    icon: menu.icon && menu.icon !== NO_ICON ? menu.icon : '',
    menuName: menu.menuName,
    orderNum: String(menu.orderNum),
    isFrame: menu.isFrame,
    path: menu.path ?? '',
    component: menu.component ?? '',
    perms: menu.perms ?? '',
    query: menu.query ?? '',
    routeName: menu.routeName ?? '',
    isCache: menu.isCache,
    visible: menu.visible,
    status: menu.status,
  };
}

/** The client's checks before saving, as message keys of `admin.menu`; the server checks the same and more (uniqueness). */
export function menuProblems(values: MenuFormValues): FieldProblems<MenuField> {
  const type = values.menuType;
  // A field the type hides is emptied on save, so whatever it still holds does not count.
  const shown = (name: string) => !Object.hasOwn(MENU_FIELDS, name) || hasField(name as keyof typeof MENU_FIELDS, type);
  const limits = Object.fromEntries(Object.entries(MENU_LIMITS).filter(([name]) => shown(name))) as Partial<Record<MenuTextField, number>>;
  const orderNum = values.orderNum.trim();
  const path = values.path.trim();
  return {
    ...tooLong(values, limits),
    ...problemsFound({
      parentId: values.parentId === null ? { key: 'required.parentId' } : undefined,
      menuName: values.menuName.trim() ? undefined : { key: 'required.menuName' },
      orderNum: !orderNum
        ? { key: 'required.orderNum' }
        : isWholeNumberUpTo(orderNum, DISPLAY_ORDER_MAX)
          ? undefined
          : { key: 'orderNumFormat' },
      path: !hasField('path', type)
        ? undefined
        : !path
          ? { key: 'required.path' }
          : values.isFrame === '0' && !LINK_PATTERN.test(path)
            ? { key: 'linkPath' }
            : undefined,
    }),
  };
}

/**
 * What the API receives: trimmed text, and the fields the chosen type does not have emptied so
 * a menu turned from a page into a directory keeps no stale component or parameters.
 */
export function inputOf(values: MenuFormValues): MenuInput {
  const type = values.menuType;
  const kept = (field: keyof typeof MENU_FIELDS, text: string) => (hasField(field, type) ? text.trim() : '');
  return {
    ...(values.menuId === undefined ? {} : { menuId: values.menuId }),
    parentId: values.parentId ?? 0,
    menuType: type,
    icon: kept('icon', values.icon) || NO_ICON,
    menuName: values.menuName.trim(),
    orderNum: Number(values.orderNum.trim()),
    isFrame: values.isFrame,
    path: kept('path', values.path),
    component: kept('component', values.component),
    perms: kept('perms', values.perms),
    query: kept('query', values.query),
    routeName: kept('routeName', values.routeName),
    isCache: values.isCache,
    visible: values.visible,
    status: values.status,
  };
}
