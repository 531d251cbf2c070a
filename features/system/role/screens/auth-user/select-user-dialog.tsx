'use client';

import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { AdminPagination } from '@/components/admin/list/admin-pagination';
import { DataTable } from '@/components/admin/list/data-table';
import { QueryForm } from '@/components/admin/list/query-form';
import { unlessRefused } from '@/components/admin/list/unless-refused';
import { useListQuery } from '@/components/admin/list/use-list-query';
import { selectAuthUsers, unallocatedUserList, type RoleUser } from '@/features/system/role/client/api';
import { notify } from '@/lib/notify';
import { useRoleUserColumns } from './role-user-columns';
import { UserQueryFields } from './user-query-fields';

export const UNALLOCATED_KEY = 'system-role-unallocated';

interface Props {
  roleId: number;
  onClose: () => void;
  /** After the users were given the role. */
  onAdded: () => Promise<unknown>;
}

/** 选择用户: the users without the role, to give it to the ones chosen. */
export function SelectUserDialog({ roleId, onClose, onAdded }: Props) {
  const t = useTranslations('admin.roleAuthUser');
  const filters = useMemo(() => ({ roleId, userName: '', phonenumber: '' }), [roleId]);
  const list = useListQuery<RoleUser, typeof filters>({ key: UNALLOCATED_KEY, fetch: unallocatedUserList, filters });
  const columns = useRoleUserColumns();
  const [selected, setSelected] = useState<(string | number)[]>([]);
  const [saving, setSaving] = useState(false);
  // As in the reference, a choice holds for the page it was made on.
  const search = () => {
    setSelected([]);
    list.search();
  };
  const reset = () => {
    setSelected([]);
    list.reset();
  };
  const turnPage = (pageNum: number, pageSize: number) => {
    setSelected([]);
    list.setPage(pageNum, pageSize);
  };

  const add = async () => {
    const userIds = list.rows.filter((row) => selected.includes(row.userId)).map((row) => row.userId);
    if (!userIds.length) {
      notify('error', t('selectRequired'));
      return;
    }
    setSaving(true);
    const answer = await unlessRefused(() => selectAuthUsers(roleId, userIds));
    setSaving(false);
    if (!answer) return;
    notify('success', answer.msg);
    await onAdded();
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="select-user-title">
      <DialogTitle id="select-user-title">{t('selectTitle')}</DialogTitle>
      <DialogContent>
        <QueryForm show onSearch={search} onReset={reset}>
          <UserQueryFields userName={list.filters.userName} phonenumber={list.filters.phonenumber} onChange={list.setFilter} />
        </QueryForm>
        <DataTable
          label={t('unallocatedTitle')}
          columns={columns}
          rows={list.rows}
          rowKey={(row) => row.userId}
          loading={list.loading}
          selected={selected}
          onSelectedChange={setSelected}
        />
        <AdminPagination total={list.total} pageNum={list.pageNum} pageSize={list.pageSize} onChange={turnPage} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={saving} onClick={() => void add()}>
          {t('ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
