'use client';

import { Box, Button, Menu, MenuItem } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { INITIAL_TOP_MENU_ITEMS, visibleTopMenuCount } from '@/lib/admin/layout-settings';
import type { MenuEntry } from '@/lib/admin/server-routes';

/**
 * The top menu: the first items the window fits (a third of its width, 85 px each; 5 before
 * it is measured), the rest under "more menu". Choosing an item shows its pages in the sidebar.
 */
export function TopNav({
  entries,
  selected,
  onSelect,
}: {
  entries: MenuEntry[];
  selected: string | null;
  onSelect: (entry: MenuEntry) => void;
}) {
  const t = useTranslations('admin.shell');
  const [visible, setVisible] = useState(INITIAL_TOP_MENU_ITEMS);
  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const measure = () => setVisible(visibleTopMenuCount(document.body.getBoundingClientRect().width));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  const shown = entries.slice(0, visible);
  const more = entries.slice(visible);
  const itemSx = (entry: MenuEntry) => ({
    minWidth: 85,
    flexShrink: 0,
    whiteSpace: 'nowrap',
    color: entry.key === selected ? 'primary.main' : 'text.primary',
    borderBottom: 2,
    borderColor: entry.key === selected ? 'primary.main' : 'transparent',
    borderRadius: 0,
  });
  return (
    <Box component="nav" aria-label={t('topMenu')} data-testid="top-nav" sx={{ display: 'flex', alignItems: 'stretch', height: 50 }}>
      {/* Where the navbar is narrower than the rule's count, the items give way, never 更多菜单. */}
      <Box sx={{ display: 'flex', alignItems: 'stretch', minWidth: 0, overflow: 'hidden' }}>
        {shown.map((entry) => (
          <Button key={entry.key} onClick={() => onSelect(entry)} sx={itemSx(entry)} data-testid="top-nav-item">
            {entry.title}
          </Button>
        ))}
      </Box>
      {more.length ? (
        <>
          <Button
            onClick={(event) => setMoreAnchor(event.currentTarget)}
            sx={{ minWidth: 85, flexShrink: 0, whiteSpace: 'nowrap', color: 'text.primary' }}
            aria-haspopup="menu"
          >
            {t('moreMenu')}
          </Button>
          <Menu anchorEl={moreAnchor} open={Boolean(moreAnchor)} onClose={() => setMoreAnchor(null)}>
            {more.map((entry) => (
              <MenuItem
                key={entry.key}
                selected={entry.key === selected}
                onClick={() => {
                  setMoreAnchor(null);
                  onSelect(entry);
                }}
              >
                {entry.title}
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : null}
    </Box>
  );
}
