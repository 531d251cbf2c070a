'use client';

import { Button, TextField } from '@mui/material';
import GroupIcon from '@mui/icons-material/GroupsOutlined';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import type { Column } from '@/components/admin/list/data-table';
import { DateRangeField } from '@/components/admin/list/date-range-field';
import { DictSelectFilter } from '@/components/admin/list/dict-select-filter';
import { DictTag } from '@/components/admin/list/dict-tag';
import { ListScreen } from '@/components/admin/list/list-screen';
import { useDict } from '@/components/admin/list/use-dict';
import { HasPermi } from '@/components/admin/permission';
import {
  ACTIVITY_EXPORT_PATH,
  addActivity,
  deleteActivities,
  listActivities,
  updateActivity,
  type AdminActivity,
} from '@/features/member/activity/client/api';
import { DICT_TYPES } from '@/lib/rules/member-rules';
import { ActivityForm } from './activity-form';
import { SignupDialog } from './signup-dialog';

const LIST_KEY = 'bll-activity';
const FILTERS = { title: '', activityType: '', status: '' };
const idOf = (row: AdminActivity) => row.id;
const editingOf = (activity: AdminActivity | null) => ({ activity });

/** 活动管理 (`bll/activity/index`): activities and training events of every status, their sign-ups and exports. */
export default function ActivityPage() {
  const t = useTranslations('admin.activity');
  const types = useDict(DICT_TYPES.activityType);
  const statuses = useDict('sys_normal_disable');
  const [signups, setSignups] = useState<AdminActivity | null>(null);

  const columns = useMemo<Column<AdminActivity>[]>(
    () => [
      { key: 'id', label: t('fields.id') },
      { key: 'title', label: t('fields.title'), align: 'left' },
      { key: 'activityType', label: t('fields.activityType'), render: (row) => <DictTag options={types} value={row.activityType} /> },
      { key: 'startTime', label: t('fields.startTime') },
      { key: 'endTime', label: t('fields.endTime') },
      { key: 'place', label: t('fields.place') },
      { key: 'capacity', label: t('fields.capacity'), render: (row) => (row.capacity > 0 ? row.capacity : t('unlimited')) },
      { key: 'signedCount', label: t('fields.signedCount') },
      { key: 'deadline', label: t('fields.deadline') },
      { key: 'fee', label: t('fields.fee') },
      { key: 'status', label: t('fields.status'), render: (row) => <DictTag options={statuses} value={row.status} /> },
    ],
    [t, types, statuses],
  );
  const signupsButton = useCallback(
    (row: AdminActivity) => (
      <HasPermi value={['bll:activity:query']}>
        <Button size="small" startIcon={<GroupIcon />} onClick={() => setSignups(row)}>
          {t('signups')}
        </Button>
      </HasPermi>
    ),
    [t],
  );

  // An activity with sign-ups is refused by the API, which says how many and suggests closing it.
  return (
    <>
      <ListScreen
        namespace="admin.activity"
        listKey={LIST_KEY}
        fetch={listActivities}
        filters={FILTERS}
        idOf={idOf}
        idKey="id"
        permission="bll:activity"
        columns={columns}
        rowButtons={signupsButton}
        queryFields={(list) => (
          <>
            <TextField label={t('fields.title')} value={list.filters.title} onChange={(e) => list.setFilter('title', e.target.value)} />
            <DictSelectFilter
              label={t('fields.activityType')}
              options={types}
              value={list.filters.activityType}
              onChange={(activityType) => list.setFilter('activityType', activityType)}
            />
            <DictSelectFilter
              label={t('fields.status')}
              options={statuses}
              value={list.filters.status}
              onChange={(status) => list.setFilter('status', status)}
            />
            <DateRangeField label={t('fields.startTime')} value={list.dateRange} onChange={list.setDateRange} />
          </>
        )}
        add={addActivity}
        update={updateActivity}
        remove={deleteActivities}
        editingOf={editingOf}
        form={({ editing, onClose, onSave }) => <ActivityForm target={editing} onClose={onClose} onSave={onSave} />}
        exportTo={{ path: ACTIVITY_EXPORT_PATH, fileName: t('exportName') }}
      />
      <SignupDialog activity={signups} onClose={() => setSignups(null)} />
    </>
  );
}
