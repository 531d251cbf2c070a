'use client';

import { Box, Drawer, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/link';
import { HOME_PATH } from '@/lib/admin/resolve-page';
import { readableOn } from '@/lib/format/contrast';
import type { MenuEntry } from '@/lib/admin/server-routes';
import { useAdmin } from './admin-context';
import { SidebarMenu, type SidebarColours } from './sidebar-menu';

export const SIDEBAR_WIDTH = 200;
export const SIDEBAR_COLLAPSED_WIDTH = 54;

const SIDE_THEMES = {
  'theme-dark': { background: '#304156', logo: '#2b2f3a', title: '#fff', text: '#bfcbd9', hover: 'rgba(0,0,0,0.12)', selected: '#263445' },
  'theme-light': { background: '#fff', logo: '#fff', title: '#303133', text: '#303133', hover: 'rgba(0,0,0,0.04)', selected: '#ecf5ff' },
} as const;

/**
 * The sidebar: 200 px wide, collapsing to icons on the desktop; under 992 px a drawer that
 * closes when the reader navigates.
 */
export function Sidebar({ entries, activePath }: { entries: MenuEntry[]; activePath: string }) {
  const t = useTranslations('admin');
  const { settings, sidebarOpened, mobile, closeSidebar } = useAdmin();
  const theme = SIDE_THEMES[settings.sideTheme];
  const collapsed = !mobile && !sidebarOpened;
  // The open page's entry in the chosen colour, in a shade that reads on its background.
  const colours: SidebarColours = {
    text: theme.text,
    active: readableOn(settings.theme, theme.selected),
    hover: theme.hover,
    selected: theme.selected,
  };

  const content = (
    <Box
      data-testid="sidebar"
      data-side-theme={settings.sideTheme}
      sx={{
        width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH,
        height: '100%',
        bgcolor: theme.background,
        overflowX: 'hidden',
        overflowY: 'auto',
        transition: 'width 0.28s',
      }}
    >
      {settings.sidebarLogo ? (
        <Box
          component={Link}
          href={HOME_PATH}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            height: 50,
            px: collapsed ? 1.5 : 2,
            bgcolor: theme.logo,
            textDecoration: 'none',
          }}
        >
          <Box component="img" src="/logo.svg" alt="" sx={{ width: 28, height: 28 }} />
          {collapsed ? null : (
            // Two lines: the English title is longer than the sidebar is wide.
            <Typography
              sx={{
                color: theme.title,
                fontWeight: 600,
                fontSize: 14,
                lineHeight: 1.2,
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {t('shell.title')}
            </Typography>
          )}
        </Box>
      ) : null}
      <SidebarMenu
        entries={entries}
        activePath={activePath}
        collapsed={collapsed}
        colours={colours}
        onNavigate={mobile ? closeSidebar : () => undefined}
      />
    </Box>
  );

  if (mobile) {
    return (
      <Drawer open={sidebarOpened} onClose={closeSidebar} slotProps={{ paper: { 'data-testid': 'sidebar-drawer' } as object }}>
        {content}
      </Drawer>
    );
  }
  return <Box sx={{ flexShrink: 0, height: '100vh', position: 'sticky', top: 0 }}>{content}</Box>;
}
