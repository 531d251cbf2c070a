'use client';

import { Grid, TextField, type GridProps, type TextFieldProps } from '@mui/material';
import { fieldError } from '@/components/common/field-error';

/** The names of a form's text values. */
export type TextKeys<Values> = { [K in keyof Values]-?: NonNullable<Values[K]> extends string ? K : never }[keyof Values] & string;

/** What a field needs of its form (`useDialogForm`): the values, their setter and the field errors. */
export interface BoundForm<Values> {
  values: Values | null;
  set: <K extends keyof Values>(name: K, value: Values[K]) => void;
  errors: Partial<Record<string, string>>;
}

type Props<Values> = Omit<TextFieldProps, 'value' | 'onChange' | 'name' | 'form' | 'size'> & {
  form: BoundForm<Values>;
  name: TextKeys<Values>;
  /** The grid cell's width in twelfths (per breakpoint); the whole row unless the form puts fields side by side. */
  size?: GridProps['size'];
};

/** A dialog form's text field in its grid cell: the value, its setter and its error, by name. */
export function FormTextField<Values>({ form, name, size = 12, ...field }: Props<Values>) {
  const value = form.values?.[name];
  return (
    <Grid size={size}>
      <TextField
        value={value ?? ''}
        onChange={(event) => form.set(name, event.target.value as Values[TextKeys<Values>])}
        fullWidth
        {...fieldError(form.errors[name])}
        {...field}
      />
    </Grid>
  );
}

/** Half a form's row from the small breakpoint up: two fields side by side. */
export const HALF_ROW: GridProps['size'] = { xs: 12, sm: 6 };

/** A display order (`orderNum`): a whole number from 0, beside another field. */
export const DISPLAY_ORDER_FIELD = {
  size: HALF_ROW,
  type: 'number',
  required: true,
  slotProps: { htmlInput: { min: 0, step: 1 } },
} as const;

/** A form's messages: a key's words, and whether there are any (a field without a placeholder message has none). */
interface FormMessages {
  (key: string): string;
  has: (key: string) => boolean;
}

/**
 * The text fields of a form whose messages label each field `<labels><name>` (`form.` unless
 * given; `''` for labels at the top of the namespace) and hint it with `placeholder.<name>`
 * where there is one: `text('deptName', { required: true })`.
 */
export function formText<Values>(form: BoundForm<Values>, t: FormMessages, { labels = 'form.' } = {}) {
  return function text(name: TextKeys<Values>, field: Omit<Props<Values>, 'form' | 'name'> = {}) {
    const placeholder = `placeholder.${name}`;
    return (
      <FormTextField
        form={form}
        name={name}
        label={t(`${labels}${name}`)}
        placeholder={t.has(placeholder) ? t(placeholder) : undefined}
        {...field}
      />
    );
  };
}
