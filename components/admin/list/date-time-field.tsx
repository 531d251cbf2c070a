'use client';

import { TextField } from '@mui/material';

interface Props {
  label: string;
  /** The input's value (`yyyy-MM-ddTHH:mm:ss`, see `lib/datetime-local.ts`), or '' for none. */
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: boolean;
  helperText?: string;
}

/**
 * A form's date and time. Seconds are kept (a deadline at 23:59:59), so the input steps by the
 * second; the label stays above, since the empty input shows its own pattern.
 */
export function DateTimeField({ label, value, onChange, required, error, helperText }: Props) {
  return (
    <TextField
      fullWidth
      required={required}
      type="datetime-local"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      helperText={helperText}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
    />
  );
}
