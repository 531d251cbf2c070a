'use client';

import { Box, TextField } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { useColumnChoice, type Column } from '@/components/admin/list/data-table';
import { PagedTable } from '@/components/admin/list/paged-table';
import { DateRangeField } from '@/components/admin/list/date-range-field';
import { DictSelectFilter } from '@/components/admin/list/dict-select-filter';
import { DictTag } from '@/components/admin/list/dict-tag';
import { ListButtons } from '@/components/admin/list/list-buttons';
import { QueryForm } from '@/components/admin/list/query-form';
import { RightToolbar } from '@/components/admin/list/right-toolbar';
import { StatusSwitch } from '@/components/admin/list/status-switch';
import { unlessRefused } from '@/components/admin/list/unless-refused';
import { useDict } from '@/components/admin/list/use-dict';
import { useEditableList } from '@/components/admin/list/use-editable-list';
import { useListQuery } from '@/components/admin/list/use-list-query';
import { useAuth } from '@/components/admin/permission';
import { useRouter } from '@/i18n/navigation';
import { menuTreeselect } from '@/features/system/menu/client/api';
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
  const [showSearch, setShowSearch] = useState(true);
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

  const columns = useMemo<Column<Role>[]>(
    () => [
      { key: 'roleId', label: t('roleId') },
      { key: 'roleName', label: t('roleName') },
      { key: 'roleKey', label: t('roleKey') },
      { key: 'roleSort', label: t('roleSort') },
      {
        key: 'status',
        label: t('status'),
        render: (row) =>
          row.roleId === ADMIN_ROLE_ID ? (
            <DictTag options={statuses} value={row.status} />
          ) : (
            <StatusSwitch
              namespace="admin.role"
              name={row.roleName}
              status={row.status}
              disabled={!mayEdit}
              change={(status) => changeRoleStatus(row.roleId, status)}
              onChanged={reload}
            />
          ),
      },
      { key: 'createTime', label: t('createTime') },
      {
        key: 'actions',
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
    ],
    [t, common, statuses, mayEdit, reload, remove, openForm, openDataScope, router],
  );
  const columnChoice = useColumnChoice(columns);
  const chosen = rows.chosenOf(list.rows);

  return (
    <Box>
      <QueryForm show={showSearch} onSearch={list.search} onReset={list.reset}>
        <TextField label={t('roleName')} value={list.filters.roleName} onChange={(e) => list.setFilter('roleName', e.target.value)} />
        <TextField label={t('roleKey')} value={list.filters.roleKey} onChange={(e) => list.setFilter('roleKey', e.target.value)} />
        <DictSelectFilter
          label={t('status')}
          options={statuses}
          value={list.filters.status}
          onChange={(status) => list.setFilter('status', status)}
        />
        <DateRangeField label={t('createTime')} value={list.dateRange} onChange={list.setDateRange} />
      </QueryForm>

      <ListButtons
        permission="system:role"
        chosen={chosen.length}
        onAdd={() => void openForm()}
        onEdit={() => void openForm(chosen[0].roleId)}
        onRemove={() => void remove(chosen)}
        onExport={() => void downloadExport(ROLE_EXPORT_PATH, list.params, `role_${Date.now()}.xlsx`)}
      >
        <RightToolbar
          showSearch={showSearch}
          onToggleSearch={() => setShowSearch(!showSearch)}
          onRefresh={list.refresh}
          columnChoice={columnChoice}
        />
      </ListButtons>

      <PagedTable list={list} label={t('title')} columns={columnChoice.visible} rowKey={(row) => row.roleId} selection={rows} />
      {editing ? (
        <RoleForm role={editing.role} menus={editing.menus} statuses={statuses} onClose={() => setEditing(null)} onSave={rows.save} />
      ) : null}
      {scoping ? <DataScopeForm role={scoping.role} depts={scoping.depts} onClose={() => setScoping(null)} onSave={saveDataScope} /> : null}
    </Box>
  );
}
