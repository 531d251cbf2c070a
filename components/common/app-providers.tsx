'use client';

import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { setRequestMessages } from '@/lib/http/request';
import type { ErrorMessages } from '@/lib/http/request-errors';
import { Notifier } from './notifier';

/** The public side's primary colour, as the spec's constants give it. */
const PORTAL_PRIMARY = '#1890ff';

const theme = createTheme({
  palette: { primary: { main: PORTAL_PRIMARY } },
  typography: { fontFamily: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif' },
});

/** Theme, notifications and the request helper's language for every page. */
export function AppProviders({ errorMessages, children }: { errorMessages: ErrorMessages; children: ReactNode }) {
  // Also during the browser's render: children's effects run before ours, and their first calls
  // must already speak the page's language. The server never calls the API through this helper.
  if (typeof window !== 'undefined') setRequestMessages(errorMessages);
  useEffect(() => setRequestMessages(errorMessages), [errorMessages]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      <Notifier />
    </ThemeProvider>
  );
}
