'use client';

import { Box, Button, TextField } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { HasPermi } from '@/components/admin/permission';
import { AdminPagination } from '@/components/admin/list/admin-pagination';
import { DataTable, useColumnChoice, type Column } from '@/components/admin/list/data-table';
import { DateRangeField } from '@/components/admin/list/date-range-field';
import { DictSelectFilter } from '@/components/admin/list/dict-select-filter';
import { DictTag } from '@/components/admin/list/dict-tag';
import { ListButtons } from '@/components/admin/list/list-buttons';
import { QueryForm } from '@/components/admin/list/query-form';
import { RightToolbar } from '@/components/admin/list/right-toolbar';
import { RowActions } from '@/components/admin/list/row-actions';
import { unlessRefused } from '@/components/admin/list/unless-refused';
import { useDict } from '@/components/admin/list/use-dict';
import { useEditableList } from '@/components/admin/list/use-editable-list';
import { useListQuery } from '@/components/admin/list/use-list-query';
import {
  CONFIG_EXPORT_PATH,
  addConfig,
  deleteConfig,
  listConfig,
  refreshConfigCache,
  updateConfig,
  type ConfigEntry,
} from '@/features/system/config/client/api';
import { downloadExport } from '@/lib/http/download';
import { notify } from '@/lib/notify';
import { ConfigForm } from './config-form';
import type { AdminPageProps } from '@/components/admin/pages/page-props';

const LIST_KEY = 'system-config';
const FILTERS = { configName: '', configKey: '', configType: '' };

/**
 * `/system/config`: the configuration entries, which the portal reads without a restart. A menu
 * may open it on a part of them through its route query (the content menu's 网站设置 shows the
 * `portal.` entries), which then stays the form's starting point.
 */
export default function ConfigPage({ query }: AdminPageProps) {
  const t = useTranslations('admin.config');
  const common = useTranslations('admin.common');
  const yesNo = useDict('sys_yes_no');
  const filters = useMemo(() => ({ ...FILTERS, configKey: query.configKey ?? '' }), [query.configKey]);
  const list = useListQuery<ConfigEntry, typeof FILTERS>({ key: LIST_KEY, fetch: listConfig, filters });
  const [showSearch, setShowSearch] = useState(true);
  const [editing, setEditing] = useState<{ entry: ConfigEntry | null } | null>(null);

  const rows = useEditableList({
    listKey: LIST_KEY,
    namespace: 'admin.config',
    idOf: (row: ConfigEntry) => row.configId,
    idKey: 'configId',
    add: addConfig,
    update: updateConfig,
    remove: deleteConfig,
    onSaved: () => setEditing(null),
  });
  const { remove } = rows;
  const refreshCache = async () => {
    if ((await unlessRefused(refreshConfigCache)) !== null) notify('success', t('cacheRefreshed'));
  };

  const columns = useMemo<Column<ConfigEntry>[]>(
    () => [
      { key: 'configId', label: t('configId') },
      { key: 'configName', label: t('configName') },
      { key: 'configKey', label: t('configKey') },
      {
        key: 'configValue',
        label: t('configValue'),
        render: (row) => (
          <Box sx={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={row.configValue}>
            {row.configValue}
          </Box>
        ),
      },
      { key: 'configType', label: t('configType'), render: (row) => <DictTag options={yesNo} value={row.configType} /> },
      { key: 'remark', label: t('remark') },
      { key: 'createTime', label: t('createTime') },
      {
        key: 'actions',
        label: common('actions'),
        render: (row) => (
          <RowActions permission="system:config" onEdit={() => setEditing({ entry: row })} onRemove={() => void remove([row])} />
        ),
      },
    ],
    [t, common, yesNo, remove],
  );
  const columnChoice = useColumnChoice(columns);
  const chosen = rows.chosenOf(list.rows);

  return (
    <Box>
      <QueryForm show={showSearch} onSearch={list.search} onReset={list.reset}>
        <TextField label={t('configName')} value={list.filters.configName} onChange={(e) => list.setFilter('configName', e.target.value)} />
        <TextField label={t('configKey')} value={list.filters.configKey} onChange={(e) => list.setFilter('configKey', e.target.value)} />
        <DictSelectFilter
          label={t('configType')}
          options={yesNo}
          value={list.filters.configType}
          onChange={(configType) => list.setFilter('configType', configType)}
        />
        <DateRangeField label={t('createTime')} value={list.dateRange} onChange={list.setDateRange} />
      </QueryForm>

      <ListButtons
        permission="system:config"
        chosen={chosen.length}
        onAdd={() => setEditing({ entry: null })}
        onEdit={() => setEditing({ entry: chosen[0] })}
        onRemove={() => void remove(chosen)}
        onExport={() => void downloadExport(CONFIG_EXPORT_PATH, list.params, `config_${Date.now()}.xlsx`)}
      >
        <HasPermi value={['system:config:remove']}>
          <Button variant="outlined" color="error" startIcon={<SyncIcon />} onClick={() => void refreshCache()}>
            {t('refreshCache')}
          </Button>
        </HasPermi>
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
        rowKey={(row) => row.configId}
        loading={list.loading}
        selected={rows.selected}
        onSelectedChange={rows.setSelected}
      />
      <AdminPagination total={list.total} pageNum={list.pageNum} pageSize={list.pageSize} onChange={list.setPage} />
      <ConfigForm
        open={editing !== null}
        entry={editing?.entry ?? null}
        yesNo={yesNo}
        onClose={() => setEditing(null)}
        onSave={rows.save}
      />
    </Box>
  );
}
