'use client';

import { Box, Button, TextField } from '@mui/material';
import GroupIcon from '@mui/icons-material/GroupsOutlined';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { AdminPagination } from '@/components/admin/list/admin-pagination';
import { DataTable, useColumnChoice, type Column } from '@/components/admin/list/data-table';
import { DateRangeField } from '@/components/admin/list/date-range-field';
import { DictSelectFilter } from '@/components/admin/list/dict-select-filter';
import { DictTag } from '@/components/admin/list/dict-tag';
import { ListButtons } from '@/components/admin/list/list-buttons';
import { QueryForm } from '@/components/admin/list/query-form';
import { RightToolbar } from '@/components/admin/list/right-toolbar';
import { RowActions } from '@/components/admin/list/row-actions';
import { useDict } from '@/components/admin/list/use-dict';
import { useEditableList } from '@/components/admin/list/use-editable-list';
import { useListQuery } from '@/components/admin/list/use-list-query';
import { HasPermi } from '@/components/admin/permission';
import {
  ACTIVITY_EXPORT_PATH,
  addActivity,
  deleteActivities,
  listActivities,
  updateActivity,
  type AdminActivity,
} from '@/features/member/activity/client/api';
import { downloadExport } from '@/lib/http/download';
import { DICT_TYPES } from '@/lib/rules/member-rules';
import { ActivityForm } from './activity-form';
import { SignupDialog } from './signup-dialog';

const LIST_KEY = 'bll-activity';
const FILTERS = { title: '', activityType: '', status: '' };

/** 活动管理 (`bll/activity/index`): activities and training events of every status, their sign-ups and exports. */
export default function ActivityPage() {
  const t = useTranslations('admin.activity');
  const common = useTranslations('admin.common');
  const types = useDict(DICT_TYPES.activityType);
  const statuses = useDict('sys_normal_disable');
  const list = useListQuery<AdminActivity, typeof FILTERS>({ key: LIST_KEY, fetch: listActivities, filters: FILTERS });
  const [showSearch, setShowSearch] = useState(true);
  const [editing, setEditing] = useState<{ activity: AdminActivity | null } | null>(null);
  const [signups, setSignups] = useState<AdminActivity | null>(null);

  // An activity with sign-ups is refused by the API, which says how many and suggests closing it.
  const rows = useEditableList({
    listKey: LIST_KEY,
    namespace: 'admin.activity',
    idOf: (row: AdminActivity) => row.id,
    idKey: 'id',
    add: addActivity,
    update: updateActivity,
    remove: deleteActivities,
    onSaved: () => setEditing(null),
  });
  const { remove } = rows;

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
      {
        key: 'actions',
        label: common('actions'),
        render: (row) => (
          <RowActions permission="bll:activity" onEdit={() => setEditing({ activity: row })} onRemove={() => void remove([row])}>
            <HasPermi value={['bll:activity:query']}>
              <Button size="small" startIcon={<GroupIcon />} onClick={() => setSignups(row)}>
                {t('signups')}
              </Button>
            </HasPermi>
          </RowActions>
        ),
      },
    ],
    [t, common, types, statuses, remove],
  );
  const columnChoice = useColumnChoice(columns);
  const chosen = rows.chosenOf(list.rows);

  return (
    <Box>
      <QueryForm show={showSearch} onSearch={list.search} onReset={list.reset}>
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
      </QueryForm>

      <ListButtons
        permission="bll:activity"
        chosen={chosen.length}
        onAdd={() => setEditing({ activity: null })}
        onEdit={() => setEditing({ activity: chosen[0] })}
        onRemove={() => void remove(chosen)}
        onExport={() => void downloadExport(ACTIVITY_EXPORT_PATH, list.params, `${t('exportName')}_${Date.now()}.xlsx`)}
      >
        <RightToolbar
          showSearch={showSearch}
          onToggleSearch={() => setShowSearch(!showSearch)}
          onRefresh={list.refresh}
          columns={columnChoice.choices}
          onToggleColumn={columnChoice.toggle}
        />
      </ListButtons>

      <DataTable
        label={t('title')}
        columns={columnChoice.visible}
        rows={list.rows}
        rowKey={(row) => row.id}
        loading={list.loading}
        selected={rows.selected}
        onSelectedChange={rows.setSelected}
      />
      <AdminPagination total={list.total} pageNum={list.pageNum} pageSize={list.pageSize} onChange={list.setPage} />
      <ActivityForm target={editing} onClose={() => setEditing(null)} onSave={rows.save} />
      <SignupDialog activity={signups} onClose={() => setSignups(null)} />
    </Box>
  );
}
