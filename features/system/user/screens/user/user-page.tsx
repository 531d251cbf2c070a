'use client';

import { Box, Button, Paper } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { columnsOf } from '@/components/admin/list/columns';
import { ACTIONS_COLUMN } from '@/components/admin/list/data-table';
import { ListFrame } from '@/components/admin/list/list-frame';
import { ListButtons } from '@/components/admin/list/list-buttons';
import { QueryFields } from '@/components/admin/list/query-fields';
import { statusColumn } from '@/components/admin/list/status-switch';
import { useDict } from '@/components/admin/list/use-dict';
import { useEditableList } from '@/components/admin/list/use-editable-list';
import { useListQuery } from '@/components/admin/list/use-list-query';
import { HasPermi, useAuth } from '@/components/admin/permission';
import { useRouter } from '@/i18n/navigation';
import {
  SUPER_ADMIN_USER_ID,
  USER_EXPORT_PATH,
  addUser,
  changeUserStatus,
  deleteUser,
  listUser,
  updateUser,
  type UserEntry,
} from '@/features/system/user/client/api';
import { downloadExport } from '@/lib/http/download';
import { DeptTreePanel } from './dept-tree-panel';
import { ImportDialog, type ImportOutcome } from './import-dialog';
import { ImportResultDialog } from './import-result-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { useDeptTree } from './use-dept-tree';
import { UserForm } from './user-form';
import { UserRowActions } from './user-row-actions';

const LIST_KEY = 'system-user';
/** `deptId` is set by the department tree; the list then holds that department and all below it. */
const FILTERS = { userName: '', phonenumber: '', status: '', deptId: '' };

/** `/system/user`: the departments beside the paged, filterable user list, and every user action. */
export default function UserPage() {
  const t = useTranslations('admin.user');
  const common = useTranslations('admin.common');
  const queryClient = useQueryClient();
  const auth = useAuth();
  const router = useRouter();
  const statuses = useDict('sys_normal_disable');
  const depts = useDeptTree();
  const list = useListQuery<UserEntry, typeof FILTERS>({ key: LIST_KEY, fetch: listUser, filters: FILTERS });
  const [editing, setEditing] = useState<{ userId: number | null } | null>(null);
  const [resetting, setResetting] = useState<UserEntry | null>(null);
  const [importing, setImporting] = useState(false);
  const [importOutcome, setImportOutcome] = useState<ImportOutcome | null>(null);
  // The request helper tells a refusal (e.g. the signed-in user cannot delete themselves).
  const rows = useEditableList({
    listKey: LIST_KEY,
    namespace: 'admin.user',
    idOf: (row: UserEntry) => row.userId,
    idKey: 'userId',
    add: addUser,
    update: updateUser,
    remove: deleteUser,
    onSaved: () => setEditing(null),
  });
  const { remove, reload } = rows;
  const imported = (outcome: ImportOutcome) => {
    setImporting(false);
    setImportOutcome(outcome);
    void reload();
  };
  const mayEdit = auth.hasPermi('system:user:edit');

  const columns = useMemo(
    () =>
      columnsOf<UserEntry>(t, [
        'userId',
        'userName',
        'nickName',
        { key: 'deptName', label: t('deptColumn'), render: (row) => row.dept?.deptName ?? '' },
        'phonenumber',
        statusColumn<UserEntry>({
          namespace: 'admin.user',
          name: (row) => row.userName,
          disabled: (row) => !mayEdit || row.userId === SUPER_ADMIN_USER_ID,
          change: (row, status) => changeUserStatus(row.userId, status),
          // The list reloads, but the chosen rows stay chosen.
          onChanged: () => queryClient.invalidateQueries({ queryKey: [LIST_KEY] }),
        }),
        'createTime',
        {
          key: ACTIONS_COLUMN,
          label: common('actions'),
          render: (row) => (
            <UserRowActions
              user={row}
              onEdit={(user) => setEditing({ userId: user.userId })}
              onRemove={(user) => void remove([user])}
              onResetPassword={setResetting}
              onAuthRole={(user) => router.push(`/system/user-auth/role/${user.userId}`)}
            />
          ),
        },
      ]),
    [t, common, mayEdit, queryClient, router, remove],
  );
  const chosen = rows.chosenOf(list.rows);

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2.5, alignItems: 'flex-start' }}>
      <Paper variant="outlined" sx={{ p: 1.5, width: { xs: '100%', md: 240 }, flexShrink: 0 }}>
        <DeptTreePanel
          nodes={depts}
          selected={list.filters.deptId === '' ? null : Number(list.filters.deptId)}
          onSelect={(deptId) => list.search({ deptId: deptId === null ? '' : String(deptId) })}
        />
      </Paper>
      <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <ListFrame
          list={list}
          label={t('title')}
          columns={columns}
          rowKey={(row) => row.userId}
          selection={rows}
          queryFields={
            <QueryFields
              fields={['userName', 'phonenumber', { name: 'status', options: statuses }, { dateRange: 'createTime' }]}
              list={list}
              t={t}
            />
          }
          buttons={(toolbar) => (
            <ListButtons
              permission="system:user"
              chosen={chosen.length}
              editable={chosen[0]?.userId !== SUPER_ADMIN_USER_ID}
              onAdd={() => setEditing({ userId: null })}
              onEdit={() => setEditing({ userId: chosen[0].userId })}
              onRemove={() => void remove(chosen)}
              onExport={() => void downloadExport(USER_EXPORT_PATH, list.params, `user_${Date.now()}.xlsx`)}
              beforeExport={
                <HasPermi value={['system:user:import']}>
                  <Button variant="outlined" color="info" startIcon={<UploadIcon />} onClick={() => setImporting(true)}>
                    {t('importButton')}
                  </Button>
                </HasPermi>
              }
            >
              {toolbar}
            </ListButtons>
          )}
        />
      </Box>

      <UserForm target={editing} depts={depts} onClose={() => setEditing(null)} onSave={rows.save} />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} onImported={imported} />
      <ImportResultDialog outcome={importOutcome} onClose={() => setImportOutcome(null)} />
    </Box>
  );
}
