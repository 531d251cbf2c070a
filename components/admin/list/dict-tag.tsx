'use client';

import { Box, Chip } from '@mui/material';
import type { DictOption } from '@/lib/dictionary';

/** The reference's tag types (`listClass`) as MUI chip colours. */
const COLOURS: Record<string, 'default' | 'primary' | 'success' | 'info' | 'warning' | 'error'> = {
  default: 'default',
  primary: 'primary',
  success: 'success',
  info: 'info',
  warning: 'warning',
  danger: 'error',
};

/**
 * A stored value shown with its dictionary label: a coloured tag when the option has a
 * `listClass`, its `cssClass` as a class name; several values may be comma-joined. A value the
 * dictionary does not know is shown as it is.
 */
export function DictTag({ options, value }: { options: DictOption[]; value: string | number | null | undefined }) {
  if (value === null || value === undefined || value === '') return null;
  const values = String(value).split(',');
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'wrap' }}>
      {values.map((one) => {
        const option = options.find((candidate) => candidate.dictValue === one);
        if (!option) return <span key={one}>{one}</span>;
        const colour = option.listClass && Object.hasOwn(COLOURS, option.listClass) ? COLOURS[option.listClass] : undefined;
        return colour ? (
          <Chip
            key={one}
            size="small"
            variant="outlined"
            color={colour}
            label={option.dictLabel}
            className={option.cssClass ?? undefined}
          />
        ) : (
          <span key={one} className={option.cssClass ?? undefined}>
            {option.dictLabel}
          </span>
        );
      })}
    </Box>
  );
}
