'use client';

import { Box, Button, Grid, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { MonitorPanel } from '@/features/monitor/screens/monitor-panel';
import { getCache, type CacheInfo } from '@/features/monitor/cache/client/api';

/** A field Redis (or the store) may not have. */
type Info = Partial<CacheInfo['info']>;
type Translate = (key: string) => string;

/** A figure the store has: `-` is how a store that is not Redis tells the stock screen it has none. */
const known = (value: string | undefined) => (value === '-' ? undefined : value);

/** Redis's `maxmemory` 0 is no limit, and so the table store says it. */
const maxMemoryOf = (t: Translate, info: Info) => (info.maxmemory === '0' ? t('noLimit') : info.maxmemory_human);

/**
 * The overview's figures: the reference's Redis rows where the store is Redis, and for the table
 * or memory store what stands for them (its kind, its version, its size). A row whose figure the
 * store does not have (`-` for the stock screen) is left out rather than shown empty.
 */
function overviewRows(t: Translate, info: Info, dbSize: number): [string, ReactNode][] {
  const rows: [string, ReactNode | undefined][] = [
    [t('store'), t(`stores.${info.store}`)],
    [t('version'), info.redis_version ?? info.server_version],
    [t('mode'), info.redis_mode === undefined ? undefined : info.redis_mode === 'standalone' ? t('standalone') : t('cluster')],
    [t('port'), known(info.tcp_port)],
    [t('clients'), info.connected_clients],
    [t('uptimeDays'), info.uptime_in_days],
    [
      info.store === 'memory' ? t('usedMemoryEstimate') : info.store === 'postgresql' ? t('tableSize') : t('usedMemory'),
      info.used_memory_human,
    ],
    [t('usedCpu'), info.used_cpu_user_children === undefined ? undefined : parseFloat(info.used_cpu_user_children).toFixed(2)],
    [t('maxMemory'), maxMemoryOf(t, info)],
    [t('aof'), info.aof_enabled === undefined ? undefined : info.aof_enabled === '0' ? t('no') : t('yes')],
    [t('rdb'), known(info.rdb_last_bgsave_status)],
    [t('keys'), dbSize],
    [t('sessions'), info.login_sessions],
    [
      t('network'),
      known(info.instantaneous_input_kbps) === undefined
        ? undefined
        : `${info.instantaneous_input_kbps}kps/${info.instantaneous_output_kbps}kps`,
    ],
  ];
  return rows.filter((row): row is [string, ReactNode] => row[1] !== undefined && row[1] !== '');
}

/**
 * `/monitor/cache` (缓存监控): the short-lived store as `GET /monitor/cache` gives it: its
 * figures, the calls by command (the busiest first, each with a bar) and the memory it takes.
 */
export default function CachePage() {
  const t = useTranslations('admin.cache');
  const answer = useQuery({ queryKey: ['monitor-cache'], queryFn: getCache });
  const data = answer.data;
  const stats = data ? [...data.commandStats].sort((a, b) => Number(b.value) - Number(a.value)) : [];
  const busiest = Math.max(1, ...stats.map((stat) => Number(stat.value)));
  const overview = data ? overviewRows(t, data.info, data.dbSize) : [];
  const pairs: [string, ReactNode][][] = [];
  for (let i = 0; i < overview.length; i += 2) pairs.push(overview.slice(i, i + 2));

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void answer.refetch()} disabled={answer.isFetching}>
          {t('refresh')}
        </Button>
      </Box>
      {answer.isFetching ? <LinearProgress aria-label={t('loading')} sx={{ mb: 2 }} /> : null}
      {data ? (
        <Grid container spacing={2}>
          <MonitorPanel title={t('basic')} size={12}>
            <Table size="small" aria-label={t('basic')}>
              <TableBody>
                {pairs.map((row) => (
                  <TableRow key={row[0][0]}>
                    {row.map(([name, value]) => [
                      <TableCell key={`${name}-label`} component="th" scope="row" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                        {name}
                      </TableCell>,
                      <TableCell key={`${name}-value`}>{value}</TableCell>,
                    ])}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </MonitorPanel>
          <MonitorPanel title={t('commandStats')} size={8}>
            {stats.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('noCommandStats')}
              </Typography>
            ) : (
              <>
                {data.info.store === 'memory' ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {t('processCalls')}
                  </Typography>
                ) : null}
                <Table size="small" aria-label={t('commandStats')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('command')}</TableCell>
                      <TableCell align="right">{t('calls')}</TableCell>
                      <TableCell sx={{ width: '50%' }} />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {stats.map((stat) => (
                      <TableRow key={stat.name}>
                        <TableCell>{stat.name}</TableCell>
                        <TableCell align="right">{stat.value}</TableCell>
                        <TableCell>
                          <LinearProgress variant="determinate" value={(Number(stat.value) / busiest) * 100} aria-label={stat.name} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </>
            )}
          </MonitorPanel>
          <MonitorPanel title={t('memory')} size={4}>
            <Typography variant="h3" component="p" data-testid="cache-used-memory">
              {data.info.used_memory_human ?? '-'}
            </Typography>
            <Typography color="text.secondary">
              {data.info.store === 'memory' ? t('usedMemoryEstimate') : data.info.store === 'postgresql' ? t('tableSize') : t('usedMemory')}
            </Typography>
            {data.info.maxmemory_human ? (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {t('maxMemory')}: {maxMemoryOf(t, data.info)}
              </Typography>
            ) : null}
            <Typography variant="h4" component="p" sx={{ mt: 2 }} data-testid="cache-key-count">
              {data.dbSize}
            </Typography>
            <Typography color="text.secondary">{t('keys')}</Typography>
          </MonitorPanel>
        </Grid>
      ) : null}
      {!data && answer.isError ? <Typography color="error">{t('failed')}</Typography> : null}
    </Box>
  );
}
