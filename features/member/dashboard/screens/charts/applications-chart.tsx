'use client';

import { useTheme } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { DashboardOverview } from '@/features/member/dashboard/client/api';
import { ChartCard } from './chart-card';
import type { ChartTable } from './chart-table';
import { BarChart } from './lazy-charts';
import { monthTicks, useMonthLabel } from './month-label';

const HEIGHT = 300;

/** Applications made each month, individual and organisation stacked, so a bar's height is the month's total. */
export function ApplicationsChart({ months }: { months: NonNullable<DashboardOverview['applicationsByMonth']> }) {
  const t = useTranslations('admin.home.charts');
  const monthLabel = useMonthLabel();
  const { palette } = useTheme();
  const table: ChartTable = {
    categoryLabel: t('month'),
    categories: months.map((entry) => monthLabel(entry.month)),
    series: [
      { label: t('individual'), data: months.map((entry) => entry.individual) },
      { label: t('organisation'), data: months.map((entry) => entry.organisation) },
    ],
  };
  const colours = [palette.primary.main, palette.warning.main];
  return (
    <ChartCard title={t('applicationsByMonth')} table={table} height={HEIGHT}>
      <BarChart
        xAxis={[{ scaleType: 'band', data: table.categories, tickLabelInterval: monthTicks(months.length) }]}
        yAxis={[{ tickMinStep: 1, width: 36 }]}
        series={table.series.map((series, index) => ({ ...series, stack: 'applications', color: colours[index] }))}
      />
    </ChartCard>
  );
}
