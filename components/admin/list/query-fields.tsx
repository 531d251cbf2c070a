'use client';

import { TextField } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import type { DictOption } from '@/lib/dictionary';
import type { DateRange } from '@/lib/http/date-range';
import type { Filters } from '@/lib/http/list';
import { DateRangeField } from './date-range-field';
import { DictSelectFilter } from './dict-select-filter';

/**
 * One field of a list's query form, by the filter it sets: a text filter by its name alone, a
 * dictionary choice with its options, the date range with the message key of its label. A
 * filter's label is the screen's message of the filter's name unless `label` gives the text; a
 * control of the screen's own (a tree choice) is a function of the list's state.
 */
export type QueryField<F extends Filters> =
  | (keyof F & string)
  | ((list: QueryFieldState<F>) => ReactNode)
  | { name: keyof F & string; options?: DictOption[]; label?: string }
  | { dateRange: string };

/** What the fields read and set: the list's form state (`useListQuery`). */
export interface QueryFieldState<F extends Filters> {
  filters: F;
  setFilter: <K extends keyof F>(name: K, value: F[K]) => void;
  dateRange: DateRange;
  setDateRange: (range: DateRange) => void;
}

interface Props<F extends Filters> {
  fields: QueryField<F>[];
  list: QueryFieldState<F>;
  /** The screen's messages, for the labels. */
  t: (key: string) => string;
}

/** A query form's fields, written as data by the screen and drawn the same way on every list. */
export function QueryFields<F extends Filters>({ fields, list, t }: Props<F>) {
  return fields.map((field, index) => {
    if (typeof field === 'function') return <Fragment key={index}>{field(list)}</Fragment>;
    if (typeof field === 'object' && 'dateRange' in field) {
      return <DateRangeField key="dateRange" label={t(field.dateRange)} value={list.dateRange} onChange={list.setDateRange} />;
    }
    const { name, options, label } = typeof field === 'string' ? { name: field, options: undefined, label: undefined } : field;
    const value = String(list.filters[name] ?? '');
    const set = (next: string) => list.setFilter(name, next as F[typeof name]);
    return options ? (
      <DictSelectFilter key={name} label={label ?? t(name)} options={options} value={value} onChange={set} />
    ) : (
      <TextField key={name} label={label ?? t(name)} value={value} onChange={(event) => set(event.target.value)} />
    );
  });
}

/** A screen's query fields: as data, or drawn by the screen from the list's state. */
export type QueryFieldsSpec<F extends Filters, List extends QueryFieldState<F>> = QueryField<F>[] | ((list: List) => ReactNode);

/** The fields of a screen's query form, however the screen gave them. */
export function queryFieldsOf<F extends Filters, List extends QueryFieldState<F>>(
  fields: QueryFieldsSpec<F, List>,
  list: List,
  t: (key: string) => string,
): ReactNode {
  return typeof fields === 'function' ? fields(list) : <QueryFields fields={fields} list={list} t={t} />;
}

/** A list's starting filters when its query fields say them all: each named field empty. */
export function filtersOf<F extends Filters, List extends QueryFieldState<F>>(fields: QueryFieldsSpec<F, List>): F {
  if (typeof fields === 'function') return {} as F;
  const names = fields.flatMap((field) =>
    typeof field === 'string' ? [field] : typeof field === 'object' && 'name' in field ? [field.name] : [],
  );
  return Object.fromEntries(names.map((name) => [name, ''])) as F;
}
