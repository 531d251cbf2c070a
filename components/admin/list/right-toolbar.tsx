'use client';

import { Box, Checkbox, IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

export interface ColumnChoice {
  key: string;
  label: string;
  visible: boolean;
}

interface Props {
  showSearch: boolean;
  onToggleSearch: () => void;
  onRefresh: () => void;
  /** The list's columns to show or hide (`useColumnChoice`); absent for a list whose columns all show. */
  columnChoice?: { choices: ColumnChoice[]; toggle: (key: string) => void };
}

/** The tools at the right of a list's button row: show or hide the filters, reload, choose columns. */
export function RightToolbar({ showSearch, onToggleSearch, onRefresh, columnChoice }: Props) {
  const t = useTranslations('admin.common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, ml: 'auto' }}>
      <Tooltip title={showSearch ? t('hideSearch') : t('showSearch')}>
        <IconButton
          onClick={onToggleSearch}
          aria-label={showSearch ? t('hideSearch') : t('showSearch')}
          aria-pressed={showSearch}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <SearchIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('refresh')}>
        <IconButton onClick={onRefresh} aria-label={t('refresh')} sx={{ border: 1, borderColor: 'divider' }}>
          <RefreshIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {columnChoice ? (
        <>
          <Tooltip title={t('columns')}>
            <IconButton
              onClick={(event) => setAnchor(event.currentTarget)}
              aria-label={t('columns')}
              aria-haspopup="menu"
              sx={{ border: 1, borderColor: 'divider' }}
            >
              <ViewColumnIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
            {columnChoice.choices.map((column) => (
              <MenuItem
                key={column.key}
                onClick={() => columnChoice.toggle(column.key)}
                role="menuitemcheckbox"
                aria-checked={column.visible}
              >
                <Checkbox checked={column.visible} size="small" tabIndex={-1} disableRipple />
                <ListItemText primary={column.label} />
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : null}
    </Box>
  );
}
