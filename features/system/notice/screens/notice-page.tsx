'use client';

import ReadersIcon from '@mui/icons-material/PeopleOutlined';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import type { ColumnSpec } from '@/components/admin/list/columns';
import { ListScreen } from '@/components/admin/list/list-screen';
import { RowButton } from '@/components/admin/list/row-actions';
import { unlessRefused } from '@/components/admin/list/unless-refused';
import { useDict } from '@/components/admin/list/use-dict';
import { getNotice, noticeRows, type Notice } from '@/features/system/notice/client/api';
import { useReloadBell } from './notice-bell';
import { NoticeForm } from './notice-form';
import { ReadUsersDialog } from './read-users-dialog';

/** The form starts from the stored notice, not from a row that may be older than the last change. */
const editingOf = async (row: Notice | null) => {
  if (!row) return { entry: null };
  const entry = await unlessRefused(() => getNotice(row.noticeId));
  return entry ? { entry } : null;
};

/** `/system/notice`: the notices (通知公告) the header bell shows every signed-in user. */
export default function NoticePage() {
  const t = useTranslations('admin.notice');
  const types = useDict('sys_notice_type');
  const statuses = useDict('sys_notice_status');
  const reloadBell = useReloadBell();
  const [readersOf, setReadersOf] = useState<Notice | null>(null);

  const columns = useMemo<ColumnSpec<Notice>[]>(
    () => ['noticeId', 'noticeTitle', { key: 'noticeType', dict: types }, { key: 'status', dict: statuses }, 'createBy', 'createTime'],
    [types, statuses],
  );
  const readersButton = useCallback(
    (row: Notice) => (
      <RowButton permission="system:notice:list" icon={<ReadersIcon />} onClick={() => setReadersOf(row)}>
        {t('readUsers')}
      </RowButton>
    ),
    [t],
  );

  return (
    <>
      <ListScreen
        namespace="admin.notice"
        api={noticeRows}
        columns={columns}
        queryFields={['noticeTitle', { name: 'createBy', label: t('operator') }, { name: 'noticeType', options: types }]}
        editingOf={editingOf}
        onSaved={reloadBell}
        onRemoved={reloadBell}
        rowButtons={readersButton}
        form={({ editing, onClose, onSave }) => (
          <NoticeForm
            open={editing !== null}
            entry={editing?.entry ?? null}
            types={types}
            statuses={statuses}
            onClose={onClose}
            onSave={onSave}
          />
        )}
      />
      <ReadUsersDialog notice={readersOf} onClose={() => setReadersOf(null)} />
    </>
  );
}
