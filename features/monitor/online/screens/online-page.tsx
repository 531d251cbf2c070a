'use client';

import { Box, Button, TextField } from '@mui/material';
import LogoutIcon from '@mui/icons-material/LogoutOutlined';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { AdminPagination } from '@/components/admin/list/admin-pagination';
import { useConfirm } from '@/components/admin/list/confirm-dialog';
import { ACTIONS_COLUMN, DataTable, type Column } from '@/components/admin/list/data-table';
import { ButtonRow } from '@/components/admin/list/list-buttons';
import { QueryForm } from '@/components/admin/list/query-form';
import { RightToolbar } from '@/components/admin/list/right-toolbar';
import { unlessRefused } from '@/components/admin/list/unless-refused';
import { HasPermi } from '@/components/admin/permission';
import { forceLogout, listOnline, type OnlineFilters, type OnlineSession } from '@/features/monitor/online/client/api';
import { parseTime } from '@/lib/format/date-time';
import { notify } from '@/lib/notify';
import { DEFAULT_PAGE_SIZE } from '@/lib/seo/public-routes';
import { clientPage } from './client-page';

const LIST_KEY = 'monitor-online';
const FILTERS: OnlineFilters = { ipaddr: '', userName: '' };

/**
 * `/monitor/online` (在线用户): the live sessions. The API answers all of them at once, so the
 * screen pages them itself and fetches again only on 搜索, 刷新 or after a 强退.
 */
export default function OnlinePage() {
  const t = useTranslations('admin.online');
  const common = useTranslations('admin.common');
  const confirm = useConfirm();
  const [filters, setFilters] = useState(FILTERS);
  const [applied, setApplied] = useState(FILTERS);
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [showSearch, setShowSearch] = useState(true);
  const answer = useQuery({ queryKey: [LIST_KEY, applied], queryFn: () => listOnline(applied), placeholderData: keepPreviousData });
  const all = answer.data?.rows ?? [];
  const shown = clientPage(all, page.pageNum, page.pageSize);

  const search = (next: OnlineFilters) => {
    setApplied(next);
    setPage((current) => ({ ...current, pageNum: 1 }));
  };
  const reset = () => {
    setFilters(FILTERS);
    search(FILTERS);
  };
  const logout = async (row: OnlineSession) => {
    if (!(await confirm({ message: t('forceConfirm', { name: row.userName }), danger: true }))) return;
    if ((await unlessRefused(() => forceLogout(row.tokenId))) === null) return;
    notify('success', t('forced'));
    await answer.refetch();
  };

  const columns = useMemo<Column<OnlineSession & { index: number }>[]>(
    () => [
      { key: 'index', label: t('index') },
      { key: 'tokenId', label: t('tokenId') },
      { key: 'userName', label: t('loginName') },
      { key: 'deptName', label: t('deptName') },
      { key: 'ipaddr', label: t('host') },
      { key: 'loginLocation', label: t('loginLocation') },
      { key: 'browser', label: t('browser') },
      { key: 'os', label: t('os') },
      { key: 'loginTime', label: t('loginTime'), render: (row) => parseTime(row.loginTime) },
      {
        key: ACTIONS_COLUMN,
        label: common('actions'),
        render: (row) => (
          <HasPermi value={['monitor:online:forceLogout']}>
            <Button size="small" color="error" startIcon={<LogoutIcon />} onClick={() => void logout(row)}>
              {t('forceLogout')}
            </Button>
          </HasPermi>
        ),
      },
    ],
    // 强退 calls only the confirm, the API and the query's refetch, so the columns follow the language alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- logout is new each render but does the same thing
    [t, common],
  );

  return (
    <Box>
      <QueryForm show={showSearch} onSearch={() => search(filters)} onReset={reset}>
        <TextField label={t('ipaddr')} value={filters.ipaddr} onChange={(e) => setFilters({ ...filters, ipaddr: e.target.value })} />
        <TextField label={t('userName')} value={filters.userName} onChange={(e) => setFilters({ ...filters, userName: e.target.value })} />
      </QueryForm>
      <ButtonRow>
        <RightToolbar showSearch={showSearch} onToggleSearch={() => setShowSearch(!showSearch)} onRefresh={() => void answer.refetch()} />
      </ButtonRow>
      <DataTable label={t('title')} columns={columns} rows={shown.rows} rowKey={(row) => row.tokenId} loading={answer.isFetching} />
      <AdminPagination
        total={all.length}
        pageNum={shown.pageNum}
        pageSize={page.pageSize}
        onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
      />
    </Box>
  );
}
