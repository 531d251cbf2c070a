'use client';

import { useTheme } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { DashboardOverview } from '@/features/member/dashboard/client/api';
import { ChartCard } from './chart-card';
import type { ChartTable } from './chart-table';
import { barsHeight, useLabelWidth } from './horizontal-bars';
import { BarChart } from './lazy-charts';

const ROW_HEIGHT = 32;
/** Room for the axis below. */
const AXES_HEIGHT = 50;

/** The most-read articles, most read at the top. */
export function MostReadChart({ articles }: { articles: NonNullable<DashboardOverview['mostReadArticles']> }) {
  const t = useTranslations('admin.home.charts');
  const { palette } = useTheme();
  const labelWidth = useLabelWidth();
  const height = barsHeight(articles.length, ROW_HEIGHT, AXES_HEIGHT);
  const table: ChartTable = {
    categoryLabel: t('article'),
    categories: articles.map((article) => article.articleName),
    series: [{ label: t('views'), data: articles.map((article) => article.viewCount) }],
  };
  const titleOf = new Map(articles.map((article) => [article.id, article.articleName]));
  return (
    <ChartCard title={t('mostReadArticles')} table={table} height={height}>
      <BarChart
        layout="horizontal"
        hideLegend
        yAxis={[
          {
            scaleType: 'band',
            data: articles.map((article) => article.id),
            valueFormatter: (id: number) => titleOf.get(id) ?? '',
            width: labelWidth,
          },
        ]}
        xAxis={[{ tickMinStep: 1 }]}
        series={table.series.map((series) => ({ ...series, color: palette.primary.main }))}
      />
    </ChartCard>
  );
}
