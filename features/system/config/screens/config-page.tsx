'use client';

import { Box, Button } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { HasPermi } from '@/components/admin/permission';
import type { ColumnSpec } from '@/components/admin/list/columns';
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

  const columns = useMemo<ColumnSpec<ConfigEntry>[]>(
    () => [
      'configId',
      'configName',
      'configKey',
      {
        key: 'configValue',
        render: (row) => (
          <Box sx={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={row.configValue}>
            {row.configValue}
          </Box>
        ),
      },
      { key: 'configType', dict: yesNo },
      'remark',
      'createTime',
    ],
    [yesNo],
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
      queryFields={['configName', 'configKey', { name: 'configType', options: yesNo }, { dateRange: 'createTime' }]}
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
