import { parsedBy, problemsFound, schemaProblems, type FieldProblems, type FormValues } from '@/components/admin/list/field-problems';
import { ROOT_MENU_ID, type Menu, type MenuInput, type MenuType } from '@/features/system/menu/client/api';
import { menuSchema } from '@/features/system/menu/contract';
import { DISPLAY_ORDER_MAX, isWholeNumberUpTo } from '@/lib/rules/system-rules';

/** The menu form's state: text as typed, the parent as the tree picker gives it; the form has no remark. */
export type MenuFormValues = Omit<FormValues<MenuInput, 'menuId'>, 'parentId' | 'menuType' | 'remark'> & {
  parentId: number | null;
  menuType: MenuType;
};

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
/** What a button row stores when it has no icon, as the reference's seeds do (the schema sends it for an empty icon). */
const NO_ICON = '#';

/** A new menu: a directory under the given parent (主类目 when none), shown, enabled, a route of the app. */
export function emptyMenu(parentId: number | null): MenuFormValues {
  return {
    parentId: parentId ?? ROOT_MENU_ID,
    menuType: 'M',
    icon: '',
    menuName: '',
    menuEsName: '',
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
    menuEsName: menu.menuEsName,
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

/**
 * The values as they are sent: a field the chosen type does not have is emptied, so a menu turned
 * from a page into a directory keeps no stale component or parameters, and whatever a hidden
 * field still holds is not checked.
 */
function sentValues(values: MenuFormValues): MenuFormValues {
  const type = values.menuType;
  const kept = (field: keyof typeof MENU_FIELDS, text: string) => (hasField(field, type) ? text : '');
  return {
    ...values,
    icon: kept('icon', values.icon),
    path: kept('path', values.path),
    component: kept('component', values.component),
    perms: kept('perms', values.perms),
    query: kept('query', values.query),
    routeName: kept('routeName', values.routeName),
  };
}

/**
 * The form's checks before saving, as message keys of `admin.menu`: the contract's schema, the
 * one the API parses with, and the form's own rules below.
 */
export function menuProblems(values: MenuFormValues): FieldProblems<string> {
  const orderNum = values.orderNum.trim();
  const path = values.path.trim();
  const own = problemsFound({
    // The API takes no parent as the top level; the form asks for one once the picker is cleared.
    parentId: values.parentId === null ? { key: 'required' } : undefined,
    // The order as typed is digits only, up to DISPLAY_ORDER_MAX, with one message for any other
    // (the API also reads `-0` as 0).
    orderNum: orderNum && !isWholeNumberUpTo(orderNum, DISPLAY_ORDER_MAX) ? { key: 'orderNumFormat' } : undefined,
    // A directory or page needs a route path, an external link an http(s) address: the API's
    // service checks these (after the schema), so the form says so before sending.
    path: !hasField('path', values.menuType)
      ? undefined
      : !path
        ? { key: 'required' }
        : values.isFrame === '0' && !LINK_PATTERN.test(path)
          ? { key: 'linkPath' }
          : undefined,
  });
  return { ...schemaProblems(menuSchema, sentValues(values)), ...own };
}

/**
 * What the API receives: the values as the schema parses them (trimmed, the order a number, an
 * empty component, query or permission as null, no icon as `#`), without the fields the type
 * does not have.
 */
export function inputOf(values: MenuFormValues): MenuInput {
  return parsedBy(menuSchema, sentValues(values));
}
