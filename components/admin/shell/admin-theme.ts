import { createTheme } from '@mui/material';
import { PORTAL_TYPOGRAPHY } from '@/components/mui/typography';
import type { AdminSize } from '@/lib/admin/layout-settings';
import { readableOn } from '@/lib/format/contrast';

/** How each size choice sets MUI's density: spacing unit, control size and table padding. */
const DENSITY: Record<AdminSize, { spacing: number; control: 'medium' | 'small'; fontSize: number }> = {
  default: { spacing: 8, control: 'medium', fontSize: 14 },
  medium: { spacing: 7, control: 'medium', fontSize: 14 },
  small: { spacing: 6, control: 'small', fontSize: 13 },
  mini: { spacing: 5, control: 'small', fontSize: 12 },
};

/** The page's background behind the panels: colours that read on it read on white too. */
export const ADMIN_PAGE_BACKGROUND = '#f0f2f5';

/** MUI's default status colours, which the theme draws in shades that read on the page. */
const STATUS = { error: '#d32f2f', warning: '#ed6c02', info: '#0288d1', success: '#2e7d32' };

/**
 * The admin theme: the chosen size as density, and the chosen colour as primary, in the shade
 * of it that reads on the page and on white (WCAG AA), as text and under white text alike.
 */
export function adminTheme(primary: string, size: AdminSize) {
  const density = DENSITY[size];
  const sized = { defaultProps: { size: density.control } };
  const readable = (colour: string) => ({ main: readableOn(colour, ADMIN_PAGE_BACKGROUND), contrastText: '#fff' });
  return createTheme({
    palette: {
      primary: readable(primary),
      error: readable(STATUS.error),
      warning: readable(STATUS.warning),
      info: readable(STATUS.info),
      success: readable(STATUS.success),
    },
    spacing: density.spacing,
    typography: { ...PORTAL_TYPOGRAPHY, fontSize: density.fontSize },
    components: {
      MuiButton: sized,
      MuiIconButton: sized,
      MuiTextField: sized,
      MuiFormControl: sized,
      MuiSelect: sized,
      MuiToggleButtonGroup: sized,
      MuiTable: { defaultProps: { size: density.control } },
      MuiPagination: sized,
    },
  });
}
