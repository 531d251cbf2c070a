'use client';

import { Box, Button, Grid, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { MonitorPanel } from '@/features/monitor/screens/monitor-panel';
import { getServer } from '../client/api';

/** The reference marks a usage above 80 % in red. */
const HIGH_USAGE = 80;

/** A usage figure with its unit, red when high. */
function Usage({ value }: { value: number }) {
  return (
    <Box component="span" sx={{ color: value > HIGH_USAGE ? 'error.main' : undefined, fontWeight: value > HIGH_USAGE ? 600 : undefined }}>
      {value}%
    </Box>
  );
}

/** A table of label–value pairs, two pairs to a row on a wide card. */
function Pairs({ label, pairs, perRow = 1 }: { label: string; pairs: [string, ReactNode][]; perRow?: number }) {
  const rows: [string, ReactNode][][] = [];
  for (let i = 0; i < pairs.length; i += perRow) rows.push(pairs.slice(i, i + perRow));
  return (
    <Table size="small" aria-label={label}>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row[0][0]}>
            {row.map(([name, value]) => [
              <TableCell
                key={`${name}-label`}
                component="th"
                scope="row"
                sx={{ color: 'text.secondary', whiteSpace: 'nowrap', width: '1%' }}
              >
                {name}
              </TableCell>,
              <TableCell key={`${name}-value`} sx={{ wordBreak: 'break-all' }}>
                {value}
              </TableCell>,
            ])}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * `/monitor/server` (服务监控): the machine and the Node process as `GET /monitor/server` gives
 * them (the reference's cards: CPU, memory beside the runtime's heap, the server, the runtime and
 * the disks). The answer takes about half a second: the API watches the CPU meanwhile.
 */
export default function ServerPage() {
  const t = useTranslations('admin.server');
  const answer = useQuery({ queryKey: ['monitor-server'], queryFn: getServer });
  const data = answer.data;

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void answer.refetch()} disabled={answer.isFetching}>
          {t('refresh')}
        </Button>
        {answer.isFetching ? <Typography color="text.secondary">{t('loading')}</Typography> : null}
      </Box>
      {answer.isFetching ? <LinearProgress aria-label={t('loading')} sx={{ mb: 2 }} /> : null}
      {data ? (
        <Grid container spacing={2}>
          <MonitorPanel title={t('cpu')}>
            <Pairs
              label={t('cpu')}
              pairs={[
                [t('cpuNum'), data.cpu.cpuNum],
                [t('cpuUsed'), `${data.cpu.used}%`],
                [t('cpuSys'), `${data.cpu.sys}%`],
                [t('cpuFree'), `${data.cpu.free}%`],
              ]}
            />
          </MonitorPanel>
          <MonitorPanel title={t('memory')}>
            <Table size="small" aria-label={t('memory')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('property')}</TableCell>
                  <TableCell>{t('memColumn')}</TableCell>
                  <TableCell>{t('runtimeColumn')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(
                  [
                    ['memTotal', `${data.mem.total}G`, `${data.jvm.total}M`],
                    ['memUsed', `${data.mem.used}G`, `${data.jvm.used}M`],
                    ['memFree', `${data.mem.free}G`, `${data.jvm.free}M`],
                    ['memUsage', <Usage key="mem" value={data.mem.usage} />, <Usage key="jvm" value={data.jvm.usage} />],
                  ] as const
                ).map(([name, mem, runtime]) => (
                  <TableRow key={name}>
                    <TableCell component="th" scope="row" sx={{ color: 'text.secondary' }}>
                      {t(name)}
                    </TableCell>
                    <TableCell>{mem}</TableCell>
                    <TableCell>{runtime}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </MonitorPanel>
          <MonitorPanel title={t('server')} size={12}>
            <Pairs
              label={t('server')}
              perRow={2}
              pairs={[
                [t('computerName'), data.sys.computerName],
                [t('osName'), data.sys.osName],
                [t('computerIp'), data.sys.computerIp],
                [t('osArch'), data.sys.osArch],
              ]}
            />
          </MonitorPanel>
          <MonitorPanel title={t('runtime')} size={12}>
            <Pairs
              label={t('runtime')}
              perRow={2}
              pairs={[
                [t('runtimeName'), data.jvm.name],
                [t('runtimeVersion'), data.jvm.version],
                [t('startTime'), data.jvm.startTime],
                [t('runTime'), data.jvm.runTime],
                [t('home'), data.jvm.home],
                [t('userDir'), data.sys.userDir],
                [t('heapMax'), `${data.jvm.max}M`],
                [t('inputArgs'), data.jvm.inputArgs],
              ]}
            />
          </MonitorPanel>
          <MonitorPanel title={t('disks')} size={12}>
            <Table size="small" aria-label={t('disks')}>
              <TableHead>
                <TableRow>
                  {(['dirName', 'sysTypeName', 'typeName', 'total', 'free', 'used', 'usage'] as const).map((column) => (
                    <TableCell key={column}>{t(`disk.${column}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.sysFiles.map((disk) => (
                  <TableRow key={disk.dirName}>
                    <TableCell>{disk.dirName}</TableCell>
                    <TableCell>{disk.sysTypeName}</TableCell>
                    <TableCell>{disk.typeName}</TableCell>
                    <TableCell>{disk.total}</TableCell>
                    <TableCell>{disk.free}</TableCell>
                    <TableCell>{disk.used}</TableCell>
                    <TableCell>
                      <Usage value={disk.usage} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </MonitorPanel>
        </Grid>
      ) : null}
      {!data && answer.isError ? <Typography color="error">{t('failed')}</Typography> : null}
    </Box>
  );
}
