'use client';

import type { DictOption } from '@/lib/dictionary';
import type { Column } from './data-table';
import { DictTag } from './dict-tag';

/**
 * A list column as a screen writes it: a row field by its name alone, or with its own cell
 * (`render`) or the dictionary whose label the cell shows (`dict`). The header is the screen's
 * message of the column's key unless `label` gives one.
 */
export type ColumnSpec<Row> = (keyof Row & string) | (Omit<Column<Row>, 'label'> & { label?: string; dict?: DictOption[] });

/** The table's columns from a screen's specs, headed with its messages (`t`). */
export function columnsOf<Row>(t: (key: string) => string, specs: ColumnSpec<Row>[]): Column<Row>[] {
  return specs.map((spec) => {
    if (typeof spec === 'string') return { key: spec, label: t(spec) };
    const { dict, label, ...column } = spec;
    const render = dict ? (row: Row) => <DictTag options={dict} value={row[spec.key as keyof Row] as string} /> : column.render;
    return { ...column, label: label ?? t(spec.key), render };
  });
}
