import { ROOT_MENU_ID, type Menu, type MenuInput, type MenuType } from '@/lib/api/menu';

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
export type MenuErrors = Partial<Record<MenuTextField | 'parentId', string>>;

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

export const hasField = (field: keyof typeof MENU_FIELDS, type: MenuType): boolean => (MENU_FIELDS[field] as readonly MenuType[]).includes(type);

/** The column sizes of `sys_menu` (contract section 4 for name, path and permission). */
export const MENU_LIMITS: Partial<Record<MenuTextField, number>> = { menuName: 50, path: 200, component: 255, perms: 100, query: 255, routeName: 50 };

const LINK_PATTERN = /^https?:\/\//i;
const WHOLE_NUMBER = /^\d{1,6}$/;
/** What a button row stores when it has no icon, as the reference's seeds do. */
const NO_ICON = '#';

/** A new menu: a directory under the given parent (主类目 when none), shown, enabled, a route of the app. */
export function emptyMenu(parentId: number | null): MenuFormValues {
  return { parentId: parentId ?? ROOT_MENU_ID, menuType: 'M', icon: '', menuName: '', orderNum: '', isFrame: '1', path: '', component: '', perms: '', query: '', routeName: '', isCache: '0', visible: '0', status: '0' };
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

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The client's checks before saving; the server checks the same and more (uniqueness). */
export function checkMenu(values: MenuFormValues, t: Translate): MenuErrors {
  const errors: MenuErrors = {};
  if (values.parentId === null) errors.parentId = t('required.parentId');
  if (!values.menuName.trim()) errors.menuName = t('required.menuName');
  if (!values.orderNum.trim()) errors.orderNum = t('required.orderNum');
  else if (!WHOLE_NUMBER.test(values.orderNum.trim())) errors.orderNum = t('orderNumFormat');
  const path = values.path.trim();
  if (hasField('path', values.menuType)) {
    if (!path) errors.path = t('required.path');
    else if (values.isFrame === '0' && !LINK_PATTERN.test(path)) errors.path = t('linkPath');
  }
  for (const [name, limit] of Object.entries(MENU_LIMITS) as [MenuTextField, number][]) {
    // A field the type hides is emptied on save, so whatever it still holds does not count.
    const shown = !Object.hasOwn(MENU_FIELDS, name) || hasField(name as keyof typeof MENU_FIELDS, values.menuType);
    if (shown && !errors[name] && values[name].trim().length > limit) errors[name] = t('tooLong', { limit });
  }
  return errors;
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
