'use client';

import { useTheme } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { DashboardOverview } from '@/features/member/dashboard/client/api';
import { ChartCard } from './chart-card';
import type { ChartTable } from './chart-table';
import { LineChart } from './lazy-charts';
import { monthTicks, useMonthLabel } from './month-label';

const HEIGHT = 300;

/** Paid memberships running at each month's end (today for this month), as an area under a line. */
export function PaidMembersChart({ points }: { points: NonNullable<DashboardOverview['paidMembersOverTime']> }) {
  const t = useTranslations('admin.home.charts');
  const monthLabel = useMonthLabel();
  const { palette } = useTheme();
  const table: ChartTable = {
    categoryLabel: t('month'),
    categories: points.map((point) => monthLabel(point.day.slice(0, 7))),
    series: [{ label: t('paidAtMonthEnd'), data: points.map((point) => point.paidMembers) }],
  };
  return (
    <ChartCard title={t('paidMembersOverTime')} table={table} height={HEIGHT}>
      <LineChart
        hideLegend
        xAxis={[{ scaleType: 'point', data: table.categories, tickLabelInterval: monthTicks(points.length) }]}
        yAxis={[{ tickMinStep: 1, width: 36 }]}
        margin={{ right: 32 }}
        // Straight segments: the figures are read at month ends, and a smoothed curve would invent the days between.
        series={table.series.map((series) => ({ ...series, area: true, curve: 'linear', showMark: true, color: palette.primary.main }))}
        sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.2 } }}
      />
    </ChartCard>
  );
}
