'use client';

import { Box, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { type Column } from '@/components/admin/list/data-table';
import { PagedTable } from '@/components/admin/list/paged-table';
import { QueryFields } from '@/components/admin/list/query-fields';
import { QueryForm } from '@/components/admin/list/query-form';
import { useListQuery } from '@/components/admin/list/use-list-query';
import { RowListDialog } from '@/components/admin/list/view-dialog';
import { listReadUsers, type Notice, type NoticeReader } from '@/features/system/notice/client/api';

/** 阅读用户: who has read one notice, latest first, searched by login or user name. */
export function ReadUsersDialog({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const t = useTranslations('admin.notice');
  return (
    <RowListDialog
      row={notice}
      title={(shown) => t('readUsersTitle', { title: shown.noticeTitle })}
      keyOf={(shown) => shown.noticeId}
      namespace="admin.notice"
      onClose={onClose}
    >
      {(shown) => <ReadUserList noticeId={shown.noticeId} />}
    </RowListDialog>
  );
}

function ReadUserList({ noticeId }: { noticeId: number }) {
  const t = useTranslations('admin.notice');
  const filters = useMemo(() => ({ noticeId, searchValue: '' }), [noticeId]);
  const list = useListQuery<NoticeReader, typeof filters>({ key: 'notice-read-users', fetch: listReadUsers, filters });
  const columns = useMemo<Column<NoticeReader>[]>(
    () => [
      { key: 'userName', label: t('readers.userName') },
      { key: 'nickName', label: t('readers.nickName') },
      { key: 'deptName', label: t('readers.deptName') },
      { key: 'phonenumber', label: t('readers.phonenumber') },
      { key: 'readTime', label: t('readers.readTime') },
    ],
    [t],
  );
  return (
    <Box>
      <QueryForm show onSearch={list.search} onReset={list.reset}>
        <QueryFields fields={[{ name: 'searchValue', label: t('readers.searchValue') }]} list={list} t={t} />
      </QueryForm>
      <Typography color="text.secondary" sx={{ mb: 1 }} role="status">
        {t('readers.total', { total: list.total })}
      </Typography>
      <PagedTable list={list} label={t('readers.table')} columns={columns} rowKey={(row) => row.userId} />
    </Box>
  );
}
