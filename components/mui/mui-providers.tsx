'use client';

import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import type { ReactNode } from 'react';
import { PORTAL_TYPOGRAPHY } from './typography';

/**
 * The shade of the spec's theme colour (#1890ff) that carries white text and reads as text on
 * white (5:1, WCAG AA); the same as --portal-primary in app/[locale]/globals.css.
 */
const PORTAL_PRIMARY = '#096dd9';

const theme = createTheme({
  palette: { primary: { main: PORTAL_PRIMARY } },
  // Plain links of the pages (sign-in, the member pages) in the theme's colour, not the browser's
  // blue; the header's and footer's, outside <main>, keep the public site's look.
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        'main a:not([class])': { color: PORTAL_PRIMARY, textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
      },
    },
  },
  typography: PORTAL_TYPOGRAPHY,
});

/**
 * MUI and its Emotion styles, drawn on the server: mounted only by the layouts whose pages use
 * MUI (the admin shell, sign-in and the member pages), so a reader's pages carry none of it.
 */
export function MuiProviders({ children }: { children: ReactNode }) {
  return (
    <AppRouterCacheProvider>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
