'use client';

import { Avatar, Box, Button, Divider, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/i18n/link';
import { usePathname, useRouter } from '@/i18n/navigation';
import { LOCK_COOKIE } from '@/lib/admin/layout-settings';
import { HOME_PATH, PROFILE_PATH } from '@/lib/admin/resolve-page';
import { localisedPath } from '@/lib/seo/locale-path';
import { useConfirm } from '../list/confirm-dialog';
import { unlessRefused } from '../list/unless-refused';
import { useAdmin } from './admin-context';
import { useShellSession } from './shell-session';

/** The user's avatar and name with the personal centre, layout settings, the lock screen and sign-out. */
export function UserMenu() {
  const t = useTranslations('admin.shell');
  const locale = useLocale();
  const { user, setSettingsOpen } = useAdmin();
  const confirm = useConfirm();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pathname = usePathname();
  const session = useShellSession();
  const router = useRouter();

  // The API locks the session first: it then refuses the session's other calls until the password
  // opens it. The cookie tells the server to draw the lock screen, whichever page is asked for.
  const lockScreen = async () => {
    setAnchor(null);
    if (!(await unlessRefused(session.lock))) return;
    document.cookie = `${LOCK_COOKIE}=${encodeURIComponent(pathname)}; Path=/; SameSite=Lax`;
    router.refresh();
  };

  const signOut = async () => {
    setAnchor(null);
    if (!(await confirm({ message: t('logoutConfirm'), title: t('hint') }))) return;
    // Refused or not (the request helper says why), the person leaves the session.
    await unlessRefused(session.logout);
    // A full load: every cached admin page and query belongs to the session that ended.
    window.location.assign(localisedPath(locale, HOME_PATH));
  };

  return (
    <>
      <Button
        onClick={(event) => setAnchor(event.currentTarget)}
        color="inherit"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        data-testid="user-menu"
        // On a phone the avatar alone: the navbar's room goes to the page's title.
        sx={{ textTransform: 'none', minWidth: 0, '& .MuiButton-endIcon': { display: { xs: 'none', sm: 'inherit' } } }}
      >
        <Avatar src={user.avatar} alt="" sx={{ width: 30, height: 30, mr: { xs: 0, sm: 1 } }} />
        {/* A person's name: no translator (the browser's or ours) turns it into another language. */}
        <Box component="span" translate="no" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {user.nickName}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem component={Link} href={PROFILE_PATH} onClick={() => setAnchor(null)}>
          {t('profile')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setSettingsOpen(true);
          }}
        >
          {t('layoutSettings')}
        </MenuItem>
        <MenuItem onClick={() => void lockScreen()}>{t('lockScreen')}</MenuItem>
        <Divider />
        <MenuItem onClick={() => void signOut()}>{t('logout')}</MenuItem>
      </Menu>
    </>
  );
}
