'use client';

import { Box, Button, MenuItem, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { AdminPagination } from '@/components/admin/list/admin-pagination';
import { useConfirm } from '@/components/admin/list/confirm-dialog';
import { DataTable, useColumnChoice, type Column } from '@/components/admin/list/data-table';
import { DateRangeField } from '@/components/admin/list/date-range-field';
import { DictTag } from '@/components/admin/list/dict-tag';
import { QueryForm } from '@/components/admin/list/query-form';
import { RightToolbar } from '@/components/admin/list/right-toolbar';
import { useDict } from '@/components/admin/list/use-dict';
import { useListQuery } from '@/components/admin/list/use-list-query';
import { HasPermi } from '@/components/admin/permission';
import { useRouter } from '@/i18n/navigation';
import {
  ADMIN_ROLE_ID,
  ROLE_EXPORT_PATH,
  addRole,
  deleteRole,
  getRole,
  listRole,
  menuTree,
  roleDeptTree,
  roleMenuTree,
  updateDataScope,
  updateRole,
  type CheckedTree,
  type DataScopeInput,
  type Role,
  type RoleInput,
} from '@/lib/api/role';
import { downloadExport } from '@/lib/download';
import { notify } from '@/lib/notify';
import { DataScopeForm } from './data-scope-form';
import { RoleForm } from './role-form';
import { RoleRowActions } from './role-row-actions';
import { RoleStatusSwitch } from './role-status-switch';
import { unlessRefused } from './unless-refused';

const LIST_KEY = 'system-role';
const FILTERS = { roleName: '', roleKey: '', status: '' };

/** `/system/role`: the roles, their menus, their data scope, and who holds them. */
export default function RolePage() {
  const t = useTranslations('admin.role');
  const common = useTranslations('admin.common');
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const router = useRouter();
  const statuses = useDict('sys_normal_disable');
  const list = useListQuery<Role, typeof FILTERS>({ key: LIST_KEY, fetch: listRole, filters: FILTERS });
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<(string | number)[]>([]);
  const [editing, setEditing] = useState<{ role: Role | null; menus: CheckedTree } | null>(null);
  const [scoping, setScoping] = useState<{ role: Role; depts: CheckedTree } | null>(null);

  const reload = () => {
    setSelected([]);
    return queryClient.invalidateQueries({ queryKey: [LIST_KEY] });
  };
  // Like the reference, a dialog opens once what it shows has arrived.
  const openForm = async (roleId?: number) => {
    const loaded = await unlessRefused(async (): Promise<{ role: Role | null; menus: CheckedTree }> => {
      if (!roleId) return { role: null, menus: { nodes: await menuTree(), checkedKeys: [] } };
      const [role, menus] = await Promise.all([getRole(roleId), roleMenuTree(roleId)]);
      return { role, menus };
    });
    if (loaded) setEditing(loaded);
  };
  const openDataScope = async (roleId: number) => {
    const loaded = await unlessRefused(() => Promise.all([getRole(roleId), roleDeptTree(roleId)]));
    if (loaded) setScoping({ role: loaded[0], depts: loaded[1] });
  };
  const remove = async (roles: Role[]) => {
    if (!roles.length) return;
    if (!(await confirm({ message: t('removeConfirm', { ids: roles.map((role) => role.roleId).join(',') }), danger: true }))) return;
    if (!(await unlessRefused(() => deleteRole(roles.map((role) => role.roleId))))) return;
    notify('success', t('removed'));
    await reload();
  };
  const save = async (input: RoleInput) => {
    await (input.roleId ? updateRole(input) : addRole(input));
    notify('success', input.roleId ? t('updated') : t('added'));
    setEditing(null);
    await reload();
  };
  const saveDataScope = async (input: DataScopeInput) => {
    await updateDataScope(input);
    notify('success', t('updated'));
    setScoping(null);
    await reload();
  };

  const columns = useMemo<Column<Role>[]>(
    () => [
      { key: 'roleId', label: t('roleId') },
      { key: 'roleName', label: t('roleName') },
      { key: 'roleKey', label: t('roleKey') },
      { key: 'roleSort', label: t('roleSort') },
      {
        key: 'status',
        label: t('status'),
        render: (row) => (row.roleId === ADMIN_ROLE_ID ? <DictTag options={statuses} value={row.status} /> : <RoleStatusSwitch role={row} onChanged={reload} />),
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
    // The row actions call helpers that only read stable state, so the columns follow the language and dictionary alone.
    [t, common, statuses],
  );
  const columnChoice = useColumnChoice(columns);
  const chosen = list.rows.filter((row) => selected.includes(row.roleId));

  return (
    <Box>
      <QueryForm show={showSearch} onSearch={list.search} onReset={list.reset}>
        <TextField label={t('roleName')} value={list.filters.roleName} onChange={(e) => list.setFilter('roleName', e.target.value)} />
        <TextField label={t('roleKey')} value={list.filters.roleKey} onChange={(e) => list.setFilter('roleKey', e.target.value)} />
        <TextField select label={t('status')} value={list.filters.status} onChange={(e) => list.setFilter('status', e.target.value)} sx={{ minWidth: 140 }}>
          <MenuItem value="">{common('all')}</MenuItem>
          {statuses.map((option) => (
            <MenuItem key={option.dictValue} value={option.dictValue}>
              {option.dictLabel}
            </MenuItem>
          ))}
        </TextField>
        <DateRangeField label={t('createTime')} value={list.dateRange} onChange={list.setDateRange} />
      </QueryForm>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        <HasPermi value={['system:role:add']}>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => void openForm()}>
            {common('add')}
          </Button>
        </HasPermi>
        <HasPermi value={['system:role:edit']}>
          <Button variant="outlined" color="success" startIcon={<EditIcon />} disabled={chosen.length !== 1} onClick={() => void openForm(chosen[0].roleId)}>
            {common('edit')}
          </Button>
        </HasPermi>
        <HasPermi value={['system:role:remove']}>
          <Button variant="outlined" color="error" startIcon={<DeleteIcon />} disabled={chosen.length === 0} onClick={() => void remove(chosen)}>
            {common('remove')}
          </Button>
        </HasPermi>
        <HasPermi value={['system:role:export']}>
          <Button variant="outlined" color="warning" startIcon={<DownloadIcon />} onClick={() => void downloadExport(ROLE_EXPORT_PATH, list.params, `role_${Date.now()}.xlsx`)}>
            {common('export')}
          </Button>
        </HasPermi>
        <RightToolbar showSearch={showSearch} onToggleSearch={() => setShowSearch(!showSearch)} onRefresh={list.refresh} columns={columnChoice.choices} onToggleColumn={columnChoice.toggle} />
      </Box>

      <DataTable label={t('title')} columns={columnChoice.visible} rows={list.rows} rowKey={(row) => row.roleId} loading={list.loading} selected={selected} onSelectedChange={setSelected} />
      <AdminPagination total={list.total} pageNum={list.pageNum} pageSize={list.pageSize} onChange={list.setPage} />
      {editing ? <RoleForm role={editing.role} menus={editing.menus} statuses={statuses} onClose={() => setEditing(null)} onSave={save} /> : null}
      {scoping ? <DataScopeForm role={scoping.role} depts={scoping.depts} onClose={() => setScoping(null)} onSave={saveDataScope} /> : null}
    </Box>
  );
}
