'use client';

import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { HiddenChartTable, type ChartTable } from './chart-table';

/**
 * A chart's card: its heading, which names the figure, the chart filling a box of fixed height
 * (legend included), and the same figures as a table for screen readers. With nothing but zeros to draw it says so
 * in words instead of drawing a flat chart.
 */
export function ChartCard({ title, table, height, children }: { title: string; table: ChartTable; height: number; children: ReactNode }) {
  const t = useTranslations('admin.home.charts');
  const headingId = useId();
  const empty = table.series.every((series) => series.data.every((value) => value === 0));
  return (
    <Grid size={{ xs: 12, lg: 6 }}>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h6" component="h2" id={headingId} gutterBottom>
            {title}
          </Typography>
          <Box role="figure" aria-labelledby={headingId} sx={{ height, position: 'relative', display: 'grid' }}>
            {empty ? (
              <Typography color="text.secondary" sx={{ placeSelf: 'center' }}>
                {t('noData')}
              </Typography>
            ) : (
              <>
                {children}
                <HiddenChartTable table={table} />
              </>
            )}
          </Box>
        </CardContent>
      </Card>
    </Grid>
  );
}
