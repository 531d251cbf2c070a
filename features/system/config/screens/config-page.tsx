'use client';

import { Box, Button, TextField } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { HasPermi } from '@/components/admin/permission';
import type { Column } from '@/components/admin/list/data-table';
import { DateRangeField } from '@/components/admin/list/date-range-field';
import { DictSelectFilter } from '@/components/admin/list/dict-select-filter';
import { DictTag } from '@/components/admin/list/dict-tag';
import { ListScreen } from '@/components/admin/list/list-screen';
import { unlessRefused } from '@/components/admin/list/unless-refused';
import { useDict } from '@/components/admin/list/use-dict';
import {
  CONFIG_EXPORT_PATH,
  addConfig,
  deleteConfig,
  listConfig,
  refreshConfigCache,
  updateConfig,
  type ConfigEntry,
} from '@/features/system/config/client/api';
import { notify } from '@/lib/notify';
import { ConfigForm } from './config-form';
import type { AdminPageProps } from '@/components/admin/pages/page-props';

const LIST_KEY = 'system-config';
const FILTERS = { configName: '', configKey: '', configType: '' };
const idOf = (row: ConfigEntry) => row.configId;
const editingOf = (entry: ConfigEntry | null) => ({ entry });

/**
 * `/system/config`: the configuration entries, which the portal reads without a restart. A menu
 * may open it on a part of them through its route query (the content menu's 网站设置 shows the
 * `portal.` entries), which then stays the form's starting point.
 */
export default function ConfigPage({ query }: AdminPageProps) {
  const t = useTranslations('admin.config');
  const yesNo = useDict('sys_yes_no');
  const filters = useMemo(() => ({ ...FILTERS, configKey: query.configKey ?? '' }), [query.configKey]);
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
    ],
    [t, yesNo],
  );

  return (
    <ListScreen
      namespace="admin.config"
      listKey={LIST_KEY}
      fetch={listConfig}
      filters={filters}
      idOf={idOf}
      idKey="configId"
      permission="system:config"
      columns={columns}
      queryFields={(list) => (
        <>
          <TextField
            label={t('configName')}
            value={list.filters.configName}
            onChange={(e) => list.setFilter('configName', e.target.value)}
          />
          <TextField label={t('configKey')} value={list.filters.configKey} onChange={(e) => list.setFilter('configKey', e.target.value)} />
          <DictSelectFilter
            label={t('configType')}
            options={yesNo}
            value={list.filters.configType}
            onChange={(configType) => list.setFilter('configType', configType)}
          />
          <DateRangeField label={t('createTime')} value={list.dateRange} onChange={list.setDateRange} />
        </>
      )}
      add={addConfig}
      update={updateConfig}
      remove={deleteConfig}
      editingOf={editingOf}
      form={({ editing, onClose, onSave }) => (
        <ConfigForm open={editing !== null} entry={editing?.entry ?? null} yesNo={yesNo} onClose={onClose} onSave={onSave} />
      )}
      exportTo={{ path: CONFIG_EXPORT_PATH, fileName: 'config' }}
      buttons={
        <HasPermi value={['system:config:remove']}>
          <Button variant="outlined" color="error" startIcon={<SyncIcon />} onClick={() => void refreshCache()}>
            {t('refreshCache')}
          </Button>
        </HasPermi>
      }
    />
  );
}
