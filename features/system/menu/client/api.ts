import { menu } from '@/features/system/menu/contract';
import type { DataOf } from '@/lib/contract/contract';
import { treeCalls, type RowInput } from '@/lib/http/row-calls';
import { request } from '@/lib/http/request';

export type { MenuType } from '@/features/system/menu/contract';

/** The menu calls of the contract (section 5.3), typed by their contracts (SysMenu of section 4). */
export type Menu = DataOf<typeof menu.list>[number];
export type MenuInput = RowInput<typeof menu, 'menuId'>;

/** The id the form's tree puts above the top-level menus (主类目). */
export const ROOT_MENU_ID = 0;

export const getMenu = (menuId: number) => request(menu.get, { path: { menuId } }).then((answer) => answer.data);
export const menuTreeselect = () => request(menu.treeselect).then((answer) => answer.data ?? []);
export const menuTree = treeCalls(menu, 'menuId');
