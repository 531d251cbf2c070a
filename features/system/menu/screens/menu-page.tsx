'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { MenuIcon } from '@/components/admin/menu-icon';
import type { Column } from '@/components/admin/list/data-table';
import { TreeCrudScreen } from '@/components/admin/list/tree-crud-screen';
import { addMenu, deleteMenu, listMenu, updateMenu, type Menu } from '@/features/system/menu/client/api';
import type { TreeNode } from '@/lib/tree';
import { hasIcon } from './icon-picker';
import { MenuForm } from './menu-form';
import { emptyMenu, valuesOf } from './menu-form-values';

/**
 * `/system/menu`: the directories, pages and buttons the sidebar and the permissions come from,
 * as a tree, closed at first. The sidebar reads them at sign-in and on page load.
 */
export default function MenuPage() {
  const t = useTranslations('admin.menu');
  const columns = useMemo<Column<TreeNode<Menu>>[]>(
    () => [
      { key: 'icon', label: t('icon'), render: (row) => (hasIcon(row.icon) ? <MenuIcon name={row.icon} titleAccess={row.icon} /> : null) },
      { key: 'orderNum', label: t('orderNum') },
      { key: 'perms', label: t('perms') },
      { key: 'component', label: t('component') },
    ],
    [t],
  );
  return (
    <TreeCrudScreen
      namespace="admin.menu"
      listKey="system-menu"
      fetch={listMenu}
      idKey="menuId"
      nameKey="menuName"
      permission="system:menu"
      columns={columns}
      initiallyExpanded={false}
      emptyValues={emptyMenu}
      valuesOf={valuesOf}
      add={addMenu}
      update={updateMenu}
      remove={deleteMenu}
      form={MenuForm}
    />
  );
}
