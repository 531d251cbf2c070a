'use client';

import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import HighlightOffIcon from '@mui/icons-material/HighlightOffOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useConfirm } from '@/components/admin/list/confirm-dialog';
import { columnsOf } from '@/components/admin/list/columns';
import { ACTIONS_COLUMN } from '@/components/admin/list/data-table';
import { ListFrame } from '@/components/admin/list/list-frame';
import { unlessRefused } from '@/components/admin/list/unless-refused';
import { useListQuery } from '@/components/admin/list/use-list-query';
import { useStableCallback } from '@/components/admin/list/use-stable-callback';
import type { AdminPageProps } from '@/components/admin/pages/page-props';
import { HasPermi } from '@/components/admin/permission';
import { useAdmin } from '@/components/admin/shell/admin-context';
import { allocatedUserList, cancelAuthUser, cancelAuthUsers, type RoleUser } from '@/features/system/role/client/api';
import { notify } from '@/lib/notify';
import { useRoleUserColumns } from './role-user-columns';
import { SelectUserDialog, UNALLOCATED_KEY } from './select-user-dialog';
import { UserQueryFields } from './user-query-fields';

const ALLOCATED_KEY = 'system-role-allocated';
const ROLE_LIST_PATH = '/system/role';

/** `/system/role-auth/user/{roleId}` (分配用户): the users holding a role, to add more or take it back. */
export default function RoleAuthUserPage({ id }: AdminPageProps) {
  const t = useTranslations('admin.roleAuthUser');
  const common = useTranslations('admin.common');
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const { closePage } = useAdmin();
  const roleId = Number(id);
  const filters = useMemo(() => ({ roleId, userName: '', phonenumber: '' }), [roleId]);
  const list = useListQuery<RoleUser, typeof filters>({ key: ALLOCATED_KEY, fetch: allocatedUserList, filters });
  const userColumns = useRoleUserColumns();
  const [selected, setSelected] = useState<(string | number)[]>([]);
  const [selecting, setSelecting] = useState(false);

  // Both lists change together: a user leaves one and joins the other.
  const reload = () => {
    setSelected([]);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: [ALLOCATED_KEY] }),
      queryClient.invalidateQueries({ queryKey: [UNALLOCATED_KEY] }),
    ]);
  };
  const cancelOne = useStableCallback(async (user: RoleUser) => {
    if (!(await confirm({ message: t('cancelConfirm', { name: user.userName }), danger: true }))) return;
    if (!(await unlessRefused(() => cancelAuthUser(user.userId, roleId)))) return;
    notify('success', t('cancelled'));
    await reload();
  });
  const cancelChosen = async (users: RoleUser[]) => {
    if (!users.length) return;
    if (!(await confirm({ message: t('cancelAllConfirm'), danger: true }))) return;
    if (
      !(await unlessRefused(() =>
        cancelAuthUsers(
          roleId,
          users.map((user) => user.userId),
        ),
      ))
    )
      return;
    notify('success', t('cancelled'));
    await reload();
  };

  const columns = useMemo(
    () =>
      columnsOf<RoleUser>(t, [
        ...userColumns,
        {
          key: ACTIONS_COLUMN,
          label: common('actions'),
          render: (row) => (
            <HasPermi value={['system:role:edit']}>
              <Button size="small" color="error" startIcon={<HighlightOffIcon />} onClick={() => void cancelOne(row)}>
                {t('cancelAuth')}
              </Button>
            </HasPermi>
          ),
        },
      ]),
    [userColumns, common, t, cancelOne],
  );
  const chosen = list.rows.filter((row) => selected.includes(row.userId));

  return (
    <ListFrame
      list={list}
      label={t('title')}
      columns={columns}
      rowKey={(row) => row.userId}
      selection={{ selected: selected, setSelected: setSelected }}
      queryFields={<UserQueryFields userName={list.filters.userName} phonenumber={list.filters.phonenumber} onChange={list.setFilter} />}
      buttons={(toolbar) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
          <HasPermi value={['system:role:edit']}>
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setSelecting(true)}>
              {t('add')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<HighlightOffIcon />}
              disabled={chosen.length === 0}
              onClick={() => void cancelChosen(chosen)}
            >
              {t('cancelAll')}
            </Button>
          </HasPermi>
          <Button
            variant="outlined"
            color="warning"
            startIcon={<CloseIcon />}
            onClick={() => closePage(`/system/role-auth/user/${roleId}`, ROLE_LIST_PATH)}
          >
            {t('close')}
          </Button>
          {toolbar}
        </Box>
      )}
    >
      {selecting ? (
        <SelectUserDialog
          roleId={roleId}
          onClose={() => setSelecting(false)}
          onAdded={async () => {
            setSelecting(false);
            await reload();
          }}
        />
      ) : null}
    </ListFrame>
  );
}
