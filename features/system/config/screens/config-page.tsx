'use client';

import { Box } from '@mui/material';
import { useMemo } from 'react';
import type { ColumnSpec } from '@/components/admin/list/columns';
import { ListScreen } from '@/components/admin/list/list-screen';
import { RefreshCacheButton } from '@/components/admin/list/refresh-cache-button';
import { useDict } from '@/components/admin/list/use-dict';
import { configRows, refreshConfigCache, type ConfigEntry } from '@/features/system/config/client/api';
import { ConfigForm } from './config-form';
import type { AdminPageProps } from '@/components/admin/pages/page-props';

const FILTERS = { configName: '', configKey: '', configType: '' };
const editingOf = (entry: ConfigEntry | null) => ({ entry });

/**
 * `/system/config`: the configuration entries, which the portal reads without a restart. A menu
 * may open it on a part of them through its route query (the content menu's 网站设置 shows the
 * `portal.` entries), which then stays the form's starting point.
 */
export default function ConfigPage({ query }: AdminPageProps) {
  const yesNo = useDict('sys_yes_no');
  const filters = useMemo(() => ({ ...FILTERS, configKey: query.configKey ?? '' }), [query.configKey]);

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
      api={configRows}
      filters={filters}
      columns={columns}
      queryFields={['configName', 'configKey', { name: 'configType', options: yesNo }, { dateRange: 'createTime' }]}
      editingOf={editingOf}
      form={({ editing, onClose, onSave }) => (
        <ConfigForm open={editing !== null} entry={editing?.entry ?? null} yesNo={yesNo} onClose={onClose} onSave={onSave} />
      )}
      exportName="config"
      buttons={<RefreshCacheButton namespace="admin.config" permission="system:config:remove" refresh={refreshConfigCache} />}
    />
  );
}
