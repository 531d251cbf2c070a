'use client';

import { Box, Paper, Stack, Typography } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { Link } from '@/i18n/link';
import { LanguageToggle } from '@/components/common/language-toggle';

/** The frame of the sign-in pages: site name, language toggle, title and the form. */
export function AuthCard({ siteName, title, children }: { siteName: string; title: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', px: 2, py: 4 }}>
      <Paper elevation={2} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1 }}>
          <Typography component={Link} href="/" variant="subtitle1" sx={{ color: 'primary.main', fontWeight: 600, textDecoration: 'none' }}>
            {siteName}
          </Typography>
          <Suspense>
            <LanguageToggle />
          </Suspense>
        </Stack>
        <Typography component="h1" variant="h5" sx={{ mb: 3 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
