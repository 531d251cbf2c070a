'use client';

import { Box, Button, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { Component, type ReactNode } from 'react';
import { Link } from '@/i18n/link';
import { HOME_PATH } from '@/lib/admin/resolve-page';

export type PanelKind = 'forbidden' | 'not-found' | 'unavailable' | 'failed';

const CODES: Record<PanelKind, string> = { forbidden: '401', 'not-found': '404', unavailable: '', failed: '' };

/** What the shell shows instead of a page: 401, 404, a page not built here, or one that broke. */
export function StatusPanel({ kind, detail }: { kind: PanelKind; detail?: string }) {
  const t = useTranslations('admin.status');
  return (
    <Box role="status" data-testid={`status-${kind}`} sx={{ py: 8, textAlign: 'center' }}>
      {CODES[kind] ? (
        <Typography sx={{ fontSize: 72, fontWeight: 700, color: 'primary.main', lineHeight: 1.2 }}>{CODES[kind]}</Typography>
      ) : null}
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t(`${kind}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(`${kind}.text`, { detail: detail ?? '' })}
      </Typography>
      <Button component={Link} href={HOME_PATH} variant="contained">
        {t('home')}
      </Button>
    </Box>
  );
}

/** Keeps one broken page from taking the shell and the other open pages down with it. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    return this.state.error ? <StatusPanel kind="failed" detail={this.state.error.message} /> : this.props.children;
  }
}
