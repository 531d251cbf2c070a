'use client';

import { Box, Button, MenuItem, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/EditOutlined';
import SyncIcon from '@mui/icons-material/Sync';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { HasPermi } from '@/components/admin/permission';
import { AdminPagination } from '@/components/admin/list/admin-pagination';
import { useConfirm } from '@/components/admin/list/confirm-dialog';
import { DataTable, useColumnChoice, type Column } from '@/components/admin/list/data-table';
import { DateRangeField } from '@/components/admin/list/date-range-field';
import { DictTag } from '@/components/admin/list/dict-tag';
import { QueryForm } from '@/components/admin/list/query-form';
import { RightToolbar } from '@/components/admin/list/right-toolbar';
import { useDict } from '@/components/admin/list/use-dict';
import { useListQuery } from '@/components/admin/list/use-list-query';
import { CONFIG_EXPORT_PATH, addConfig, deleteConfig, listConfig, refreshConfigCache, updateConfig, type ConfigEntry, type ConfigInput } from '@/lib/api/config';
import { downloadExport } from '@/lib/download';
import { notify } from '@/lib/notify';
import { ConfigForm } from './config-form';

const LIST_KEY = 'system-config';
const FILTERS = { configName: '', configKey: '', configType: '' };

/** `/system/config`: the configuration entries, which the portal reads without a restart. */
export default function ConfigPage() {
  const t = useTranslations('admin.config');
  const common = useTranslations('admin.common');
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const yesNo = useDict('sys_yes_no');
  const list = useListQuery<ConfigEntry, typeof FILTERS>({ key: LIST_KEY, fetch: listConfig, filters: FILTERS });
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<(string | number)[]>([]);
  const [editing, setEditing] = useState<{ entry: ConfigEntry | null } | null>(null);

  const reload = () => {
    setSelected([]);
    return queryClient.invalidateQueries({ queryKey: [LIST_KEY] });
  };
  const remove = async (entries: ConfigEntry[]) => {
    if (!entries.length) return;
    if (!(await confirm({ message: t('removeConfirm', { ids: entries.map((entry) => entry.configId).join(',') }), danger: true }))) return;
    await deleteConfig(entries.map((entry) => entry.configId));
    notify('success', t('removed'));
    await reload();
  };
  const save = async (input: ConfigInput) => {
    await (input.configId ? updateConfig(input) : addConfig(input));
    notify('success', input.configId ? t('updated') : t('added'));
    setEditing(null);
    await reload();
  };

  const columns = useMemo<Column<ConfigEntry>[]>(
    () => [
      { key: 'configId', label: t('configId') },
      { key: 'configName', label: t('configName') },
      { key: 'configKey', label: t('configKey') },
      { key: 'configValue', label: t('configValue'), render: (row) => <Box sx={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={row.configValue}>{row.configValue}</Box> },
      { key: 'configType', label: t('configType'), render: (row) => <DictTag options={yesNo} value={row.configType} /> },
      { key: 'remark', label: t('remark') },
      { key: 'createTime', label: t('createTime') },
      {
        key: 'actions',
        label: common('actions'),
        render: (row) => (
          <Box sx={{ display: 'flex', justifyContent: 'center', gap: 0.5 }}>
            <HasPermi value={['system:config:edit']}>
              <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing({ entry: row })}>
                {common('edit')}
              </Button>
            </HasPermi>
            <HasPermi value={['system:config:remove']}>
              <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => void remove([row])}>
                {common('remove')}
              </Button>
            </HasPermi>
          </Box>
        ),
      },
    ],
    // The row actions call only stable helpers, so the columns follow the language and dictionary alone.
    [t, common, yesNo],
  );
  const columnChoice = useColumnChoice(columns);
  const chosen = list.rows.filter((row) => selected.includes(row.configId));

  return (
    <Box>
      <QueryForm show={showSearch} onSearch={list.search} onReset={list.reset}>
        <TextField label={t('configName')} value={list.filters.configName} onChange={(e) => list.setFilter('configName', e.target.value)} />
        <TextField label={t('configKey')} value={list.filters.configKey} onChange={(e) => list.setFilter('configKey', e.target.value)} />
        <TextField select label={t('configType')} value={list.filters.configType} onChange={(e) => list.setFilter('configType', e.target.value)} sx={{ minWidth: 140 }}>
          <MenuItem value="">{common('all')}</MenuItem>
          {yesNo.map((option) => (
            <MenuItem key={option.dictValue} value={option.dictValue}>
              {option.dictLabel}
            </MenuItem>
          ))}
        </TextField>
        <DateRangeField label={t('createTime')} value={list.dateRange} onChange={list.setDateRange} />
      </QueryForm>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        <HasPermi value={['system:config:add']}>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing({ entry: null })}>
            {common('add')}
          </Button>
        </HasPermi>
        <HasPermi value={['system:config:edit']}>
          <Button variant="outlined" color="success" startIcon={<EditIcon />} disabled={chosen.length !== 1} onClick={() => setEditing({ entry: chosen[0] })}>
            {common('edit')}
          </Button>
        </HasPermi>
        <HasPermi value={['system:config:remove']}>
          <Button variant="outlined" color="error" startIcon={<DeleteIcon />} disabled={chosen.length === 0} onClick={() => void remove(chosen)}>
            {common('remove')}
          </Button>
        </HasPermi>
        <HasPermi value={['system:config:export']}>
          <Button variant="outlined" color="warning" startIcon={<DownloadIcon />} onClick={() => void downloadExport(CONFIG_EXPORT_PATH, list.params, `config_${Date.now()}.xlsx`)}>
            {common('export')}
          </Button>
        </HasPermi>
        <HasPermi value={['system:config:remove']}>
          <Button
            variant="outlined"
            color="error"
            startIcon={<SyncIcon />}
            onClick={async () => {
              await refreshConfigCache();
              notify('success', t('cacheRefreshed'));
            }}
          >
            {t('refreshCache')}
          </Button>
        </HasPermi>
        <RightToolbar showSearch={showSearch} onToggleSearch={() => setShowSearch(!showSearch)} onRefresh={list.refresh} columns={columnChoice.choices} onToggleColumn={columnChoice.toggle} />
      </Box>

      <DataTable label={t('title')} columns={columnChoice.visible} rows={list.rows} rowKey={(row) => row.configId} loading={list.loading} selected={selected} onSelectedChange={setSelected} />
      <AdminPagination total={list.total} pageNum={list.pageNum} pageSize={list.pageSize} onChange={list.setPage} />
      <ConfigForm open={editing !== null} entry={editing?.entry ?? null} yesNo={yesNo} onClose={() => setEditing(null)} onSave={save} />
    </Box>
  );
}
