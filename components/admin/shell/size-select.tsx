'use client';

import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import FormatSizeIcon from '@mui/icons-material/FormatSize';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SIZES } from '@/lib/admin/layout-settings';
import { useAdmin } from './admin-context';

/** The component size: Default, Medium, Small or Mini, applied at once and kept in a cookie. */
export function SizeSelect() {
  const t = useTranslations('admin.shell');
  const { size, setSize } = useAdmin();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={t('size')}>
        <IconButton onClick={(event) => setAnchor(event.currentTarget)} aria-label={t('size')} aria-haspopup="menu">
          <FormatSizeIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {SIZES.map((option) => (
          <MenuItem
            key={option}
            selected={option === size}
            disabled={option === size}
            onClick={() => {
              setAnchor(null);
              setSize(option);
            }}
          >
            {t(`sizes.${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
