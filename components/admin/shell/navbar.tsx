'use client';

import { Box, IconButton, Tooltip } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { useTranslations } from 'next-intl';
import { LanguageToggle } from '@/components/common/language-toggle';
import type { Crumb, MenuEntry } from '@/lib/admin/server-routes';
import { useAdmin } from './admin-context';
import { Breadcrumb } from './breadcrumb';
import { FullscreenToggle } from './fullscreen-toggle';
import { RouteSearch } from './route-search';
import { SizeSelect } from './size-select';
import { TopNav } from './top-nav';
import { UserMenu } from './user-menu';
import { useShellSession } from './shell-session';

interface Props {
  /** The page's breadcrumb; null when its route turns the breadcrumb off. */
  trail: Crumb[] | null;
  home: Crumb;
  topEntries: MenuEntry[];
  selectedTop: string | null;
  onSelectTop: (entry: MenuEntry) => void;
}

/** The top bar: hamburger, breadcrumb or top menu, and the tools on the right. */
export function Navbar({ trail, home, topEntries, selectedTop, onSelectTop }: Props) {
  const t = useTranslations('admin.shell');
  const { table, settings, sidebarOpened, toggleSidebar, mobile } = useAdmin();
  const { NavbarExtra } = useShellSession();
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        height: 50,
        px: 1,
        gap: 1,
        bgcolor: 'background.paper',
        boxShadow: '0 1px 4px rgba(0,21,41,.08)',
      }}
    >
      <Tooltip title={t('toggleSidebar')}>
        <IconButton onClick={toggleSidebar} aria-label={t('toggleSidebar')} aria-expanded={sidebarOpened} data-testid="hamburger">
          {sidebarOpened ? <MenuOpenIcon /> : <MenuIcon />}
        </IconButton>
      </Tooltip>
      <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
        {settings.topNav && !mobile ? (
          <TopNav entries={topEntries} selected={selectedTop} onSelect={onSelectTop} />
        ) : trail ? (
          <Breadcrumb trail={trail} home={home} />
        ) : null}
      </Box>
      <RouteSearch menu={table.menu} />
      {mobile ? null : <FullscreenToggle />}
      {mobile ? null : <SizeSelect />}
      {NavbarExtra ? <NavbarExtra /> : null}
      {/* A phone's navbar keeps room for the page's title: only the other language's link shows there. */}
      <Box sx={{ '& [aria-current="true"]': { display: { xs: 'none', sm: 'inline' } } }}>
        <LanguageToggle />
      </Box>
      <UserMenu />
    </Box>
  );
}
