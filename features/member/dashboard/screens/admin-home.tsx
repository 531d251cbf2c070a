'use client';

import { Box, Card, CardContent, Chip, Grid, LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { getDashboard } from '@/features/member/dashboard/client/api';
import { useDict } from '@/components/admin/list/use-dict';
import { DictTag } from '@/components/admin/list/dict-tag';
import { yuanOf } from '@/lib/format/money';
import { DashboardCharts } from './charts/dashboard-charts';

function Figure({ label, value, testId, note }: { label: string; value: number | string; testId: string; note?: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography color="text.secondary" gutterBottom>
          {label}
        </Typography>
        <Typography variant="h4" component="p" data-testid={testId}>
          {value}
        </Typography>
        {note ? (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** A half-width card with a heading, for the home page's lists. */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Grid>
  );
}

/** `/index`: what the association's staff need to act on, from `GET /bll/dashboard`. */
export default function AdminHome() {
  const t = useTranslations('admin.home');
  const overview = useQuery({ queryKey: ['dashboard'], queryFn: getDashboard });
  const statuses = useDict('bll_sign_status');
  const data = overview.data;
  if (overview.isPending) return <LinearProgress aria-label={t('loading')} />;
  if (!data) return <Typography color="error">{t('failed')}</Typography>;
  const nothing = Object.keys(data).length === 0;

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      {nothing ? <Typography color="text.secondary">{t('nothing')}</Typography> : null}
      <Grid container spacing={2} sx={{ mb: 2 }}>
        {data.members ? (
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Figure label={t('paidMembers')} value={data.members.paidMembers} testId="paid-members" />
          </Grid>
        ) : null}
        {data.signupsThisMonth !== undefined ? (
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Figure label={t('signupsThisMonth')} value={data.signupsThisMonth} testId="signups-this-month" />
          </Grid>
        ) : null}
        {data.declarationsWaiting !== undefined ? (
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Figure label={t('declarationsWaiting')} value={data.declarationsWaiting} testId="declarations-waiting" />
          </Grid>
        ) : null}
        {data.onlineIncome ? (
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Figure
              label={t('onlineIncome')}
              value={`¥${yuanOf(data.onlineIncome.thisMonth)}`}
              note={t('onlineIncomeNote', { orders: data.onlineIncome.ordersThisMonth, total: yuanOf(data.onlineIncome.total) })}
              testId="online-income"
            />
          </Grid>
        ) : null}
      </Grid>
      <DashboardCharts data={data} />
      <Grid container spacing={2}>
        {data.members ? (
          <Panel title={t('membersByStatus')}>
            <List dense>
              {data.members.byStatus.map((row) => (
                <ListItem key={row.status} secondaryAction={<Typography>{row.count}</Typography>}>
                  <DictTag options={statuses} value={row.status} />
                </ListItem>
              ))}
            </List>
            <Typography color="text.secondary">{t('applicationsTotal', { total: data.members.total })}</Typography>
          </Panel>
        ) : null}
        {data.upcomingActivities ? (
          <Panel title={t('upcomingActivities')}>
            {data.upcomingActivities.length === 0 ? <Typography color="text.secondary">{t('noActivities')}</Typography> : null}
            <List dense>
              {data.upcomingActivities.map((activity) => (
                // The chip sits beside the text, not in MUI's secondary action: that one floats over the
                // text's padding, which is narrower than the chip, and covered the place on a phone.
                <ListItem key={activity.activityId} sx={{ gap: 1, alignItems: 'flex-start' }}>
                  <ListItemText primary={activity.title} secondary={`${activity.startTime} · ${activity.place}`} />
                  <Chip
                    size="small"
                    sx={{ flexShrink: 0, mt: 0.75 }}
                    label={t('places', { signed: activity.signedCount, capacity: activity.capacity })}
                  />
                </ListItem>
              ))}
            </List>
          </Panel>
        ) : null}
      </Grid>
    </Box>
  );
}
