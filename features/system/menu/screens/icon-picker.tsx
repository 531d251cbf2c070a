'use client';

import { Box, Button, IconButton, InputAdornment, Popover, TextField, Typography } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ClearIcon from '@mui/icons-material/Clear';
import { useTranslations } from 'next-intl';
import { useState, type KeyboardEvent } from 'react';
import { MENU_ICONS, MenuIcon } from '@/components/admin/menu-icon';

const ICON_NAMES = Object.keys(MENU_ICONS);
const OPEN_KEYS = ['Enter', ' ', 'ArrowDown'];

/** Whether a menu's stored icon draws anything: buttons carry "#" or nothing. */
export const hasIcon = (name: string | null | undefined): name is string => Boolean(name) && name !== '#';

/**
 * The menu form's 菜单图标: a field showing the chosen icon and its name that opens the icons
 * the shell can draw (`MENU_ICONS`), filterable by name, one button each.
 */
export function IconPicker({ label, value, onChange }: { label: string; value: string; onChange: (name: string) => void }) {
  const t = useTranslations('admin.menu');
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const names = ICON_NAMES.filter((name) => name.includes(filter.trim().toLowerCase()));

  const openPicker = () => {
    setFilter('');
    setOpen(true);
  };
  const choose = (name: string) => {
    onChange(name);
    setOpen(false);
  };
  const fieldKeyDown = (event: KeyboardEvent) => {
    if (!OPEN_KEYS.includes(event.key)) return;
    event.preventDefault();
    openPicker();
  };

  return (
    <>
      <TextField
        ref={setAnchor}
        label={label}
        value={hasIcon(value) ? value : ''}
        placeholder={t('iconPlaceholder')}
        fullWidth
        onClick={openPicker}
        slotProps={{
          htmlInput: {
            onKeyDown: fieldKeyDown,
            readOnly: true,
            role: 'combobox',
            'aria-haspopup': 'dialog',
            'aria-expanded': open,
            style: { cursor: 'pointer' },
          },
          input: {
            startAdornment: hasIcon(value) ? (
              <InputAdornment position="start">
                <MenuIcon name={value} />
              </InputAdornment>
            ) : undefined,
            endAdornment: (
              <InputAdornment position="end">
                {hasIcon(value) ? (
                  <IconButton
                    size="small"
                    aria-label={t('clearIcon')}
                    onClick={(event) => {
                      event.stopPropagation();
                      onChange('');
                    }}
                  >
                    <ClearIcon fontSize="small" />
                  </IconButton>
                ) : null}
                <ArrowDropDownIcon color="action" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': label, sx: { width: anchor?.clientWidth, minWidth: 280, maxHeight: 360, p: 1 } },
        }}
      >
        <TextField
          size="small"
          fullWidth
          autoFocus
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder={t('iconFilter')}
          slotProps={{ htmlInput: { 'aria-label': t('iconFilter') } }}
        />
        <Box
          role="group"
          aria-label={t('iconChoices')}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 0.5, mt: 1 }}
        >
          {names.map((name) => (
            <Button
              key={name}
              size="small"
              color={name === value ? 'primary' : 'inherit'}
              variant={name === value ? 'outlined' : 'text'}
              aria-pressed={name === value}
              startIcon={<MenuIcon name={name} />}
              onClick={() => choose(name)}
              sx={{ justifyContent: 'flex-start', textTransform: 'none' }}
            >
              {name}
            </Button>
          ))}
        </Box>
        {names.length ? null : (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
            {t('noIcon')}
          </Typography>
        )}
      </Popover>
    </>
  );
}
