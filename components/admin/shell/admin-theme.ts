import { createTheme } from '@mui/material';
import type { AdminSize } from '@/lib/admin/layout-settings';

/** How each size choice sets MUI's density: spacing unit, control size and table padding. */
const DENSITY: Record<AdminSize, { spacing: number; control: 'medium' | 'small'; fontSize: number }> = {
  default: { spacing: 8, control: 'medium', fontSize: 14 },
  medium: { spacing: 7, control: 'medium', fontSize: 14 },
  small: { spacing: 6, control: 'small', fontSize: 13 },
  mini: { spacing: 5, control: 'small', fontSize: 12 },
};

/** The admin theme: the chosen colour as primary and the chosen size as density. */
export function adminTheme(primary: string, size: AdminSize) {
  const density = DENSITY[size];
  const sized = { defaultProps: { size: density.control } };
  return createTheme({
    palette: { primary: { main: primary } },
    spacing: density.spacing,
    typography: {
      fontSize: density.fontSize,
      fontFamily: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif',
    },
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
