'use client';

import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import type { DictOption } from '@/lib/dictionary';

export interface RadioOption {
  value: string;
  label: string;
}

/** A dictionary's options as radio choices. */
export const dictChoices = (options: DictOption[]): RadioOption[] =>
  options.map((option) => ({ value: option.dictValue, label: option.dictLabel }));

/** A labelled row of radio buttons (a form's status, type or yes/no choice). */
export function RadioField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: RadioOption[];
  onChange: (value: string) => void;
}) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup row aria-labelledby={labelId} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
