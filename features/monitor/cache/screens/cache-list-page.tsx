'use client';

import { Box, Button, Card, CardContent, CardHeader, Grid, IconButton, TextField, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweepOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useConfirm } from '@/components/admin/list/confirm-dialog';
import { ACTIONS_COLUMN, DataTable, type Column } from '@/components/admin/list/data-table';
import { unlessRefused } from '@/components/admin/list/unless-refused';
import {
  clearCacheAll,
  clearCacheKey,
  clearCacheName,
  getCacheValue,
  listCacheKey,
  listCacheName,
  type SysCache,
} from '@/features/monitor/cache/client/api';
import { notify } from '@/lib/notify';

/** A JSON value (a session) laid out to be read; other text as it is. */
function readable(text: string | null | undefined): string {
  if (!text) return '';
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? JSON.stringify(parsed, null, 2) : text;
  } catch {
    return text;
  }
}

/** The reference's `nameFormatter`: the name without its colon. */
const shortName = (cacheName: string) => cacheName.replace(':', '');

function Column3({ title, action, children }: { title: string; action: ReactNode; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, md: 4 }}>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardHeader title={title} action={action} slotProps={{ title: { variant: 'h6', component: 'h2' } }} sx={{ pb: 0 }} />
        <CardContent>{children}</CardContent>
      </Card>
    </Grid>
  );
}

/**
 * `/monitor/cacheList` (缓存列表): the caches by name, the keys of the one chosen and the value of
 * the key chosen, each with its clear button, as the reference's page has them. Clearing a key
 * of `login_tokens:` ends that session; 清理全部 asks first, since it ends every other session.
 */
export default function CacheListPage() {
  const t = useTranslations('admin.cacheList');
  const confirm = useConfirm();
  const [cacheName, setCacheName] = useState<string | null>(null);
  const [value, setValue] = useState<SysCache | null>(null);
  const names = useQuery({ queryKey: ['monitor-cache-names'], queryFn: listCacheName });
  const keys = useQuery({
    queryKey: ['monitor-cache-keys', cacheName],
    queryFn: () => listCacheKey(cacheName!),
    enabled: cacheName !== null,
  });

  const refreshNames = async () => {
    await names.refetch();
    notify('success', t('namesRefreshed'));
  };
  const refreshKeys = async () => {
    if (cacheName === null) return;
    await keys.refetch();
    notify('success', t('keysRefreshed'));
  };
  const chooseName = (name: string) => {
    setCacheName(name);
    setValue(null);
  };
  const chooseKey = async (key: string) => {
    if (cacheName === null) return;
    const answer = await unlessRefused(() => getCacheValue(cacheName, key));
    if (answer) setValue(answer);
  };
  const clearName = async (name: string) => {
    if ((await unlessRefused(() => clearCacheName(name))) === null) return;
    notify('success', t('nameCleared', { name }));
    if (name === cacheName) await keys.refetch();
    setValue(null);
  };
  const clearKey = async (key: string) => {
    if ((await unlessRefused(() => clearCacheKey(key))) === null) return;
    notify('success', t('keyCleared', { key }));
    await keys.refetch();
    if (value && cacheName !== null && `${cacheName}${value.cacheKey}` === key) setValue(null);
  };
  const clearAll = async () => {
    if (!(await confirm({ message: t('clearAllConfirm'), danger: true }))) return;
    if ((await unlessRefused(() => clearCacheAll())) === null) return;
    notify('success', t('allCleared'));
    setValue(null);
    if (cacheName !== null) await keys.refetch();
  };

  const nameColumns: Column<SysCache & { index: number }>[] = [
    { key: 'index', label: t('index'), width: 60 },
    {
      key: 'cacheName',
      label: t('cacheName'),
      render: (row) => (
        <Button
          size="small"
          onClick={() => chooseName(row.cacheName)}
          aria-pressed={row.cacheName === cacheName}
          sx={{ textTransform: 'none' }}
        >
          {shortName(row.cacheName)}
        </Button>
      ),
    },
    { key: 'remark', label: t('remark') },
    {
      key: ACTIONS_COLUMN,
      label: t('actions'),
      width: 60,
      render: (row) => (
        <Tooltip title={t('clearName', { name: shortName(row.cacheName) })}>
          <IconButton
            size="small"
            color="error"
            aria-label={t('clearName', { name: shortName(row.cacheName) })}
            onClick={() => void clearName(row.cacheName)}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
  const keyColumns: Column<{ key: string; index: number }>[] = [
    { key: 'index', label: t('index'), width: 60 },
    {
      key: 'key',
      label: t('cacheKey'),
      render: (row) => (
        <Button
          size="small"
          onClick={() => void chooseKey(row.key)}
          sx={{ textTransform: 'none', wordBreak: 'break-all', textAlign: 'left' }}
        >
          {cacheName === null ? row.key : row.key.replace(cacheName, '')}
        </Button>
      ),
    },
    {
      key: ACTIONS_COLUMN,
      label: t('actions'),
      width: 60,
      render: (row) => (
        <Tooltip title={t('clearKey', { key: row.key })}>
          <IconButton size="small" color="error" aria-label={t('clearKey', { key: row.key })} onClick={() => void clearKey(row.key)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
  const nameRows = (names.data ?? []).map((row, i) => ({ ...row, index: i + 1 }));
  const keyRows = (cacheName === null ? [] : (keys.data ?? [])).map((key, i) => ({ key, index: i + 1 }));

  return (
    <Grid container spacing={2}>
      <Column3
        title={t('names')}
        action={
          <IconButton aria-label={t('refreshNames')} onClick={() => void refreshNames()}>
            <RefreshIcon />
          </IconButton>
        }
      >
        <DataTable label={t('names')} columns={nameColumns} rows={nameRows} rowKey={(row) => row.cacheName} loading={names.isFetching} />
      </Column3>
      <Column3
        title={t('keys')}
        action={
          <IconButton aria-label={t('refreshKeys')} onClick={() => void refreshKeys()} disabled={cacheName === null}>
            <RefreshIcon />
          </IconButton>
        }
      >
        <DataTable label={t('keys')} columns={keyColumns} rows={keyRows} rowKey={(row) => row.key} loading={keys.isFetching} />
      </Column3>
      <Column3
        title={t('content')}
        action={
          <Button color="error" startIcon={<DeleteSweepIcon />} onClick={() => void clearAll()}>
            {t('clearAll')}
          </Button>
        }
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <TextField label={t('cacheName')} value={value?.cacheName ?? ''} slotProps={{ htmlInput: { readOnly: true } }} />
          <TextField label={t('cacheKey')} value={value?.cacheKey ?? ''} slotProps={{ htmlInput: { readOnly: true } }} />
          <TextField
            label={t('cacheValue')}
            value={readable(value?.cacheValue)}
            multiline
            minRows={8}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        </Box>
      </Column3>
    </Grid>
  );
}
