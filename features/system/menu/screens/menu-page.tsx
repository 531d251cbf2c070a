'use client';

import { MenuIcon } from '@/components/admin/menu-icon';
import type { ColumnSpec } from '@/components/admin/list/columns';
import { TreeCrudScreen } from '@/components/admin/list/tree-crud-screen';
import { menuTree, type Menu } from '@/features/system/menu/client/api';
import type { TreeNode } from '@/lib/tree';
import { hasIcon } from './icon-picker';
import { MenuForm } from './menu-form';
import { emptyMenu, valuesOf } from './menu-form-values';

const COLUMNS: ColumnSpec<TreeNode<Menu>>[] = [
  { key: 'icon', render: (row) => (hasIcon(row.icon) ? <MenuIcon name={row.icon} titleAccess={row.icon} /> : null) },
  'orderNum',
  'perms',
  'component',
];

/**
 * `/system/menu`: the directories, pages and buttons the sidebar and the permissions come from,
 * as a tree, closed at first. The sidebar reads them at sign-in and on page load.
 */
export default function MenuPage() {
  return (
    <TreeCrudScreen
      namespace="admin.menu"
      api={menuTree}
      nameKey="menuName"
      columns={COLUMNS}
      initiallyExpanded={false}
      emptyValues={emptyMenu}
      valuesOf={valuesOf}
      form={MenuForm}
    />
  );
}
