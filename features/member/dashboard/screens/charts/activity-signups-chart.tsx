'use client';

import { useTheme } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { DashboardOverview } from '@/features/member/dashboard/client/api';
import { ChartCard } from './chart-card';
import type { ChartTable } from './chart-table';
import { barsHeight, useLabelWidth } from './horizontal-bars';
import { BarChart } from './lazy-charts';

const ROW_HEIGHT = 36;
/** Room for the legend above and the axis below. */
const AXES_HEIGHT = 90;

/**
 * The recent activities' sign-ups against their places: the places left stack on the sign-ups,
 * so each bar is as long as the activity's capacity and its filled part is who signed up.
 */
export function ActivitySignupsChart({ activities }: { activities: NonNullable<DashboardOverview['activitySignups']> }) {
  const t = useTranslations('admin.home.charts');
  const { palette } = useTheme();
  const labelWidth = useLabelWidth();
  const height = barsHeight(activities.length, ROW_HEIGHT, AXES_HEIGHT);
  const table: ChartTable = {
    categoryLabel: t('activity'),
    categories: activities.map((activity) => activity.title),
    series: [
      { label: t('signedUp'), data: activities.map((activity) => activity.signedCount) },
      { label: t('placesLeft'), data: activities.map((activity) => Math.max(activity.capacity - activity.signedCount, 0)) },
    ],
  };
  const titleOf = new Map(activities.map((activity) => [activity.activityId, activity.title]));
  const colours = [palette.primary.main, palette.grey[300]];
  return (
    <ChartCard title={t('activitySignups')} table={table} height={height}>
      <BarChart
        layout="horizontal"
        // Activities are told apart by id: two may share a title.
        yAxis={[
          {
            scaleType: 'band',
            data: activities.map((activity) => activity.activityId),
            valueFormatter: (id: number) => titleOf.get(id) ?? '',
            width: labelWidth,
          },
        ]}
        xAxis={[{ tickMinStep: 1 }]}
        series={table.series.map((series, index) => ({ ...series, stack: 'places', color: colours[index] }))}
      />
    </ChartCard>
  );
}
