import { menu } from '@/features/system/menu/contract';
import { treeCalls } from '@/lib/http/row-calls';
import { request, type Envelope } from '@/lib/http/request';
import type { TreeSelectNode } from '@/features/system/client/tree-select';

/** The menu calls of the contract (section 5.3) with its fields (section 4, SysMenu). */
export type MenuType = 'M' | 'C' | 'F';

export type Menu = {
  menuId: number;
  menuName: string;
  parentId: number;
  orderNum: number;
  path: string;
  component: string | null;
  query: string | null;
  routeName: string | null;
  /** "0" an outside link, "1" a route of the app. */
  isFrame: string;
  /** "0" kept alive when left, "1" not. */
  isCache: string;
  menuType: MenuType;
  visible: string;
  status: string;
  perms: string | null;
  icon: string | null;
  createTime: string;
};

export type MenuInput = Omit<Menu, 'menuId' | 'createTime'> & { menuId?: number };

/** The id the form's tree puts above the top-level menus (主类目). */
export const ROOT_MENU_ID = 0;

export const getMenu = (menuId: number) => request<Envelope & { data: Menu }>(menu.get, { path: { menuId } }).then((answer) => answer.data);
export const menuTreeselect = () => request<Envelope & { data: TreeSelectNode[] }>(menu.treeselect).then((answer) => answer.data ?? []);
export const menuTree = treeCalls<Menu, MenuInput>(menu, 'menuId');
