'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { columnsOf } from '@/components/admin/list/columns';
import { ACTIONS_COLUMN } from '@/components/admin/list/data-table';
import { ListFrame } from '@/components/admin/list/list-frame';
import { DictTag } from '@/components/admin/list/dict-tag';
import { ListButtons } from '@/components/admin/list/list-buttons';
import { QueryFields } from '@/components/admin/list/query-fields';
import { statusColumn } from '@/components/admin/list/status-switch';
import { unlessRefused } from '@/components/admin/list/unless-refused';
import { useDict } from '@/components/admin/list/use-dict';
import { useEditableList } from '@/components/admin/list/use-editable-list';
import { useListQuery } from '@/components/admin/list/use-list-query';
import { useAuth } from '@/components/admin/permission';
import { useRouter } from '@/i18n/navigation';
import { menuTreeselect } from '@/features/system/menu';
import {
  ADMIN_ROLE_ID,
  ROLE_EXPORT_PATH,
  addRole,
  changeRoleStatus,
  deleteRole,
  getRole,
  listRole,
  roleDeptTree,
  roleMenuTree,
  updateDataScope,
  updateRole,
  type CheckedTree,
  type DataScopeInput,
  type Role,
} from '@/features/system/role/client/api';
import { downloadExport } from '@/lib/http/download';
import { notify } from '@/lib/notify';
import { DataScopeForm } from './data-scope-form';
import { RoleForm } from './role-form';
import { RoleRowActions } from './role-row-actions';

const LIST_KEY = 'system-role';
const FILTERS = { roleName: '', roleKey: '', status: '' };

/** `/system/role`: the roles, their menus, their data scope, and who holds them. */
export default function RolePage() {
  const t = useTranslations('admin.role');
  const common = useTranslations('admin.common');
  const auth = useAuth();
  const router = useRouter();
  const statuses = useDict('sys_normal_disable');
  const list = useListQuery<Role, typeof FILTERS>({ key: LIST_KEY, fetch: listRole, filters: FILTERS });
  const [editing, setEditing] = useState<{ role: Role | null; menus: CheckedTree } | null>(null);
  const [scoping, setScoping] = useState<{ role: Role; depts: CheckedTree } | null>(null);

  // Like the reference, a dialog opens once what it shows has arrived.
  const openForm = useCallback(async (roleId?: number) => {
    const loaded = await unlessRefused(async (): Promise<{ role: Role | null; menus: CheckedTree }> => {
      if (!roleId) return { role: null, menus: { nodes: await menuTreeselect(), checkedKeys: [] } };
      const [role, menus] = await Promise.all([getRole(roleId), roleMenuTree(roleId)]);
      return { role, menus };
    });
    if (loaded) setEditing(loaded);
  }, []);
  const openDataScope = useCallback(async (roleId: number) => {
    const loaded = await unlessRefused(() => Promise.all([getRole(roleId), roleDeptTree(roleId)]));
    if (loaded) setScoping({ role: loaded[0], depts: loaded[1] });
  }, []);
  const rows = useEditableList({
    listKey: LIST_KEY,
    namespace: 'admin.role',
    idOf: (row: Role) => row.roleId,
    idKey: 'roleId',
    add: addRole,
    update: updateRole,
    remove: deleteRole,
    onSaved: () => setEditing(null),
  });
  const { remove, reload } = rows;
  const saveDataScope = async (input: DataScopeInput) => {
    await updateDataScope(input);
    notify('success', t('updated'));
    setScoping(null);
    await reload();
  };
  const mayEdit = auth.hasPermi('system:role:edit');

  const columns = useMemo(() => {
    const switches = statusColumn<Role>({
      namespace: 'admin.role',
      name: (row) => row.roleName,
      disabled: () => !mayEdit,
      change: (row, status) => changeRoleStatus(row.roleId, status),
      onChanged: reload,
    });
    return columnsOf<Role>(t, [
      'roleId',
      'roleName',
      'roleKey',
      'roleSort',
      {
        ...switches,
        // The administrator role is never disabled: its status shows as a tag.
        render: (row) => (row.roleId === ADMIN_ROLE_ID ? <DictTag options={statuses} value={row.status} /> : switches.render(row)),
      },
      'createTime',
      {
        key: ACTIONS_COLUMN,
        label: common('actions'),
        render: (row) =>
          row.roleId === ADMIN_ROLE_ID ? null : (
            <RoleRowActions
              onEdit={() => void openForm(row.roleId)}
              onRemove={() => void remove([row])}
              onDataScope={() => void openDataScope(row.roleId)}
              onAuthUser={() => router.push(`/system/role-auth/user/${row.roleId}`)}
            />
          ),
      },
    ]);
  }, [t, common, statuses, mayEdit, reload, remove, openForm, openDataScope, router]);
  const chosen = rows.chosenOf(list.rows);

  return (
    <ListFrame
      list={list}
      label={t('title')}
      columns={columns}
      rowKey={(row) => row.roleId}
      selection={rows}
      queryFields={
        <QueryFields
          fields={['roleName', 'roleKey', { name: 'status', options: statuses }, { dateRange: 'createTime' }]}
          list={list}
          t={t}
        />
      }
      buttons={(toolbar) => (
        <ListButtons
          permission="system:role"
          chosen={chosen.length}
          onAdd={() => void openForm()}
          onEdit={() => void openForm(chosen[0].roleId)}
          onRemove={() => void remove(chosen)}
          onExport={() => void downloadExport(ROLE_EXPORT_PATH, list.params, `role_${Date.now()}.xlsx`)}
        >
          {toolbar}
        </ListButtons>
      )}
    >
      {editing ? (
        <RoleForm role={editing.role} menus={editing.menus} statuses={statuses} onClose={() => setEditing(null)} onSave={rows.save} />
      ) : null}
      {scoping ? <DataScopeForm role={scoping.role} depts={scoping.depts} onClose={() => setScoping(null)} onSave={saveDataScope} /> : null}
    </ListFrame>
  );
}
