'use client';

import { Grid, type GridProps } from '@mui/material';
import { TreeSelectField } from '@/components/admin/tree/tree-select-field';
import { fieldError } from '@/components/common/field-error';
import type { TreeSelectNode } from '@/lib/tree-select';
import type { BoundForm } from './form-text-field';

/** The names of a form's tree choices (a parent, a department, a category). */
type NodeKeys<Values> = { [K in keyof Values]-?: Values[K] extends number | null ? K : never }[keyof Values] & string;

interface Props<Values> {
  form: BoundForm<Values>;
  name: NodeKeys<Values>;
  label: string;
  options: TreeSelectNode[];
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** The grid cell's width in twelfths (per breakpoint); the whole row unless the form puts fields side by side. */
  size?: GridProps['size'];
}

/** A dialog form's choice of one node of a tree in its grid cell, bound to the form by name, with its error. */
export function FormTreeSelectField<Values>({ form, name, size = 12, ...field }: Props<Values>) {
  return (
    <Grid size={size}>
      <TreeSelectField
        value={(form.values?.[name] as number | null | undefined) ?? null}
        onChange={(id) => form.set(name, id as Values[NodeKeys<Values>])}
        {...fieldError(form.errors[name])}
        {...field}
      />
    </Grid>
  );
}
