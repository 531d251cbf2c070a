'use client';

import { MenuItem, TextField } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { DictOption } from '@/lib/dictionary';

/** A query form's choice among a dictionary's values, or all of them. */
export function DictSelectFilter({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: DictOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  const common = useTranslations('admin.common');
  return (
    <TextField select label={label} value={value} onChange={(event) => onChange(event.target.value)} sx={{ minWidth: 140 }}>
      <MenuItem value="">{common('all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.dictValue} value={option.dictValue}>
          {option.dictLabel}
        </MenuItem>
      ))}
    </TextField>
  );
}
