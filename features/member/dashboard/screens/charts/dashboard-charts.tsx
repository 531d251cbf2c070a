'use client';

import { Grid } from '@mui/material';
import type { DashboardOverview } from '@/features/member/dashboard/client/api';
import { ActivitySignupsChart } from './activity-signups-chart';
import { ApplicationsChart } from './applications-chart';
import { MostReadChart } from './most-read-chart';
import { PaidMembersChart } from './paid-members-chart';

/** The home screen's charts: each drawn when the caller may see its figures, two a row on a wide screen. */
export function DashboardCharts({ data }: { data: DashboardOverview }) {
  const { applicationsByMonth, paidMembersOverTime, activitySignups, mostReadArticles } = data;
  if (!applicationsByMonth && !paidMembersOverTime && !activitySignups && !mostReadArticles) return null;
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      {applicationsByMonth ? <ApplicationsChart months={applicationsByMonth} /> : null}
      {paidMembersOverTime ? <PaidMembersChart points={paidMembersOverTime} /> : null}
      {activitySignups ? <ActivitySignupsChart activities={activitySignups} /> : null}
      {mostReadArticles ? <MostReadChart articles={mostReadArticles} /> : null}
    </Grid>
  );
}
