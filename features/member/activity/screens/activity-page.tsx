'use client';

import GroupIcon from '@mui/icons-material/GroupsOutlined';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import type { ColumnSpec } from '@/components/admin/list/columns';
import { ListScreen } from '@/components/admin/list/list-screen';
import { useDict } from '@/components/admin/list/use-dict';
import { activityRows, type AdminActivity } from '@/features/member/activity/client/api';
import { DICT_TYPES } from '@/lib/rules/member-rules';
import { ActivityForm } from './activity-form';
import { SignupDialog } from './signup-dialog';
import { RowButton } from '@/components/admin/list/row-actions';

const editingOf = (activity: AdminActivity | null) => ({ activity });

/** 活动管理 (`bll/activity/index`): activities and training events of every status, their sign-ups and exports. */
export default function ActivityPage() {
  const t = useTranslations('admin.activity');
  const types = useDict(DICT_TYPES.activityType);
  const statuses = useDict('sys_normal_disable');
  const [signups, setSignups] = useState<AdminActivity | null>(null);

  const columns = useMemo<ColumnSpec<AdminActivity>[]>(
    () => [
      'id',
      { key: 'title', align: 'left' },
      { key: 'activityType', dict: types },
      'startTime',
      'endTime',
      'place',
      { key: 'capacity', label: t('fields.capacity'), render: (row) => (row.capacity > 0 ? row.capacity : t('unlimited')) },
      'signedCount',
      'deadline',
      'fee',
      'memberFee',
      { key: 'status', dict: statuses },
    ],
    [t, types, statuses],
  );
  const signupsButton = useCallback(
    (row: AdminActivity) => (
      <RowButton permission={'bll:activity:query'} icon={<GroupIcon />} onClick={() => setSignups(row)}>
        {t('signups')}
      </RowButton>
    ),
    [t],
  );

  // An activity with sign-ups is refused by the API, which says how many and suggests closing it.
  return (
    <>
      <ListScreen
        namespace="admin.activity"
        labels="fields"
        api={activityRows}
        columns={columns}
        rowButtons={signupsButton}
        queryFields={['title', { name: 'activityType', options: types }, { name: 'status', options: statuses }, { dateRange: 'startTime' }]}
        editingOf={editingOf}
        form={({ editing, onClose, onSave }) => <ActivityForm target={editing} onClose={onClose} onSave={onSave} />}
        exportName={t('exportName')}
      />
      <SignupDialog activity={signups} onClose={() => setSignups(null)} />
    </>
  );
}
