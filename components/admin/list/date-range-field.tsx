'use client';

import { Box, TextField } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { DateRange } from '@/lib/http/date-range';

/** A from–to pair of dates (yyyy-MM-dd) for a list's created-between filter. */
export function DateRangeField({ label, value, onChange }: { label: string; value: DateRange; onChange: (range: DateRange) => void }) {
  const t = useTranslations('admin.common');
  const [begin, end] = value ?? ['', ''];
  const set = (nextBegin: string, nextEnd: string) => onChange(nextBegin || nextEnd ? [nextBegin, nextEnd] : null);
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <TextField
        type="date"
        label={label}
        value={begin}
        onChange={(event) => set(event.target.value, end)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': t('beginDate'), max: end || undefined } }}
      />
      <span>–</span>
      <TextField
        type="date"
        value={end}
        onChange={(event) => set(begin, event.target.value)}
        slotProps={{ htmlInput: { 'aria-label': t('endDate'), min: begin || undefined } }}
      />
    </Box>
  );
}
