'use client';

import { Grid, type GridProps } from '@mui/material';
import type { BoundForm, TextKeys } from './form-text-field';
import { RadioField, type RadioOption } from './radio-field';

interface Props<Values> {
  form: BoundForm<Values>;
  name: TextKeys<Values>;
  label: string;
  options: RadioOption[];
  /** The grid cell's width in twelfths (per breakpoint); the whole row unless the form puts fields side by side. */
  size?: GridProps['size'];
}

/** A dialog form's radio choice in its grid cell (a status, a type, yes or no), bound to the form by name. */
export function FormRadioField<Values>({ form, name, label, options, size = 12 }: Props<Values>) {
  return (
    <Grid size={size}>
      <RadioField
        label={label}
        options={options}
        value={String(form.values?.[name] ?? '')}
        onChange={(value) => form.set(name, value as Values[TextKeys<Values>])}
      />
    </Grid>
  );
}
