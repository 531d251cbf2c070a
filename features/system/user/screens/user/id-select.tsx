'use client';

import { MenuItem, TextField } from '@mui/material';

/** One choice of an `IdSelect`: a role or a post, by id and name; a disabled one can be kept but not newly chosen. */
export interface IdChoice {
  id: number;
  name: string;
  disabled: boolean;
}

interface Props {
  label: string;
  value: number[];
  onChange: (ids: number[]) => void;
  choices: IdChoice[];
}

/** The user form's roles or posts: several by name. */
export function IdSelect({ label, value, onChange, choices }: Props) {
  const nameOf = (id: number) => choices.find((choice) => choice.id === id)?.name ?? String(id);
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value}
      onChange={(event) => {
        // A multiple select hands back the chosen values; the string form only comes from autofill.
        const chosen = event.target.value as unknown as number[] | string;
        onChange(typeof chosen === 'string' ? chosen.split(',').map(Number) : chosen);
      }}
      slotProps={{ select: { multiple: true, renderValue: (ids) => (ids as number[]).map(nameOf).join('、') } }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id} disabled={choice.disabled && !value.includes(choice.id)}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
