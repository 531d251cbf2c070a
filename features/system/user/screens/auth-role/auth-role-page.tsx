'use client';

import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useOnChange } from '@/components/common/browser-state';
import { AdminPagination } from '@/components/admin/list/admin-pagination';
import { DataTable, type Column } from '@/components/admin/list/data-table';
import { unlessRefused } from '@/components/admin/list/unless-refused';
import type { AdminPageProps } from '@/components/admin/pages/page-props';
import { useAdmin } from '@/components/admin/shell/admin-context';
import { getAuthRole, updateAuthRole, type OfferedRole } from '@/features/system/user/client/api';
import { notify } from '@/lib/notify';
import { DEFAULT_PAGE_SIZE } from '@/lib/seo/public-routes';

const USER_PAGE = '/system/user';
const NORMAL = '0';

/**
 * `/system/user-auth/role/{userId}` (分配角色): who the user is, and every role the caller may give,
 * the user's own ones ticked. The list is paged in the browser as the reference does; a disabled
 * role keeps its tick as it is.
 */
export default function AuthRolePage({ id }: AdminPageProps) {
  const t = useTranslations('admin.userAuthRole');
  const { closePage } = useAdmin();
  const userId = Number(id);
  const answer = useQuery({ queryKey: ['system-user-auth-role', userId], queryFn: () => getAuthRole(userId), staleTime: 0 });
  const roles = useMemo(() => answer.data?.roles ?? [], [answer.data]);
  const user = answer.data?.user;
  const [selected, setSelected] = useState<(string | number)[]>([]);
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [saving, setSaving] = useState(false);

  // The ticks start from the roles the user holds, again whenever the answer is refetched.
  useOnChange(roles, (offered) => setSelected(offered.filter((role) => role.flag).map((role) => role.roleId)));

  const start = (page.pageNum - 1) * page.pageSize;
  const shown = roles.slice(start, start + page.pageSize);
  const enabled = new Set(roles.filter((role) => role.status === NORMAL).map((role) => role.roleId));
  // The table reports the keys of this page; ticks on other pages, and on disabled roles, stay as they were.
  const choose = (keys: (string | number)[]) => {
    const onPage = new Set(shown.map((role) => role.roleId));
    const kept = selected.filter((key) => !onPage.has(Number(key)) || !enabled.has(Number(key)));
    setSelected([...new Set([...kept, ...keys.filter((key) => enabled.has(Number(key)))])]);
  };

  const columns = useMemo<Column<OfferedRole>[]>(
    () => [
      { key: 'index', label: t('index'), render: (row) => roles.indexOf(row) + 1 },
      { key: 'roleId', label: t('roleId') },
      { key: 'roleName', label: t('roleName') },
      { key: 'roleKey', label: t('roleKey') },
      { key: 'createTime', label: t('createTime') },
    ],
    [t, roles],
  );

  const back = () => closePage(`/system/user-auth/role/${userId}`, USER_PAGE);
  const submit = async () => {
    setSaving(true);
    const saved = await unlessRefused(() => updateAuthRole(userId, selected.map(Number)));
    setSaving(false);
    // A refusal was told by the request helper; the ticks stay for another try.
    if (saved === null) return;
    notify('success', t('saved'));
    back();
  };

  return (
    <Box>
      <Paper variant="outlined" sx={{ p: 2, mb: 2.5 }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: 16, mb: 2 }}>
          {t('basicInfo')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <TextField label={t('nickName')} value={user?.nickName ?? ''} slotProps={{ htmlInput: { readOnly: true } }} />
          <TextField label={t('userName')} value={user?.userName ?? ''} slotProps={{ htmlInput: { readOnly: true } }} />
        </Box>
      </Paper>
      <Typography variant="h6" component="h2" sx={{ fontSize: 16, mb: 1.5 }}>
        {t('roles')}
      </Typography>
      <DataTable
        label={t('roles')}
        columns={columns}
        rows={shown}
        rowKey={(row) => row.roleId}
        loading={answer.isFetching}
        selected={selected}
        onSelectedChange={choose}
      />
      <AdminPagination
        total={roles.length}
        pageNum={page.pageNum}
        pageSize={page.pageSize}
        onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
      />
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1.5, mt: 3 }}>
        <Button variant="contained" disabled={saving || !answer.data} onClick={() => void submit()}>
          {t('submit')}
        </Button>
        <Button variant="outlined" onClick={back}>
          {t('back')}
        </Button>
      </Box>
    </Box>
  );
}
