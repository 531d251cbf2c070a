'use client';

import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One card of the server and cache monitors: a heading over a table or figures, `size` twelfths wide from the medium width up. */
export function MonitorPanel({ title, size = 6, children }: { title: string; size?: number; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, md: size }}>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {title}
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>{children}</Box>
        </CardContent>
      </Card>
    </Grid>
  );
}
