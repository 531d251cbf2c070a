'use client';

import { Box, Button, Divider, Drawer, FormControlLabel, Stack, Switch, Tooltip, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslations } from 'next-intl';
import { LAYOUT_SWITCHES, THEME_PRESETS } from '@/lib/admin/layout-settings';
import { useAdmin } from './admin-context';

/** The layout settings: each change applies at once; save keeps them, reset clears and reloads. */
export function SettingsDrawer() {
  const t = useTranslations('admin.settings');
  const { settings, updateSettings, saveSettings, resetSettings, settingsOpen, setSettingsOpen } = useAdmin();
  return (
    <Drawer
      anchor="right"
      open={settingsOpen}
      onClose={() => setSettingsOpen(false)}
      slotProps={{ paper: { 'aria-label': t('title'), role: 'dialog' } as object }}
    >
      <Box sx={{ width: 280, p: 3 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('sideTheme')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
          {(['theme-dark', 'theme-light'] as const).map((side) => (
            <Button
              key={side}
              variant={settings.sideTheme === side ? 'contained' : 'outlined'}
              onClick={() => updateSettings({ sideTheme: side })}
              aria-pressed={settings.sideTheme === side}
              sx={{ flex: 1 }}
            >
              {t(side)}
            </Button>
          ))}
        </Stack>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('themeColour')}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }} role="radiogroup" aria-label={t('themeColour')}>
          {THEME_PRESETS.map((colour) => {
            const chosen = settings.theme.toLowerCase() === colour.toLowerCase();
            return (
              <Tooltip key={colour} title={colour}>
                <Box
                  component="button"
                  type="button"
                  role="radio"
                  aria-checked={chosen}
                  aria-label={colour}
                  onClick={() => updateSettings({ theme: colour })}
                  sx={{
                    width: 26,
                    height: 26,
                    borderRadius: 1,
                    border: 0,
                    bgcolor: colour,
                    color: '#fff',
                    cursor: 'pointer',
                    display: 'grid',
                    placeItems: 'center',
                  }}
                >
                  {chosen ? <CheckIcon fontSize="small" /> : null}
                </Box>
              </Tooltip>
            );
          })}
          <Box
            component="input"
            type="color"
            value={settings.theme}
            aria-label={t('customColour')}
            onChange={(event) => updateSettings({ theme: (event.target as HTMLInputElement).value })}
            sx={{ width: 34, height: 28, p: 0, border: 0 }}
          />
        </Stack>
        <Divider sx={{ mb: 1 }} />
        {LAYOUT_SWITCHES.map((key) => (
          <FormControlLabel
            key={key}
            labelPlacement="start"
            sx={{ display: 'flex', justifyContent: 'space-between', ml: 0 }}
            control={<Switch checked={settings[key]} onChange={(event) => updateSettings({ [key]: event.target.checked })} />}
            label={t(key)}
          />
        ))}
        <Divider sx={{ my: 2 }} />
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={saveSettings} sx={{ flex: 1 }}>
            {t('save')}
          </Button>
          <Button variant="outlined" onClick={resetSettings} sx={{ flex: 1 }}>
            {t('reset')}
          </Button>
        </Stack>
      </Box>
    </Drawer>
  );
}
