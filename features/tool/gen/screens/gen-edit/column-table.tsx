'use client';

import { Checkbox, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField } from '@mui/material';
import { useTranslations } from 'next-intl';
import { memo, type ReactNode } from 'react';
import type { FieldProblems } from '@/components/admin/list/field-problems';
import type { GenColumn, GenFlag } from '@/features/tool/gen/client/api';
import type { DictTypeOption } from '@/features/system/dict';
import { HTML_TYPES, QUERY_TYPES, TS_TYPES, withCurrent } from './gen-options';

const FLAGS: GenFlag[] = ['isInsert', 'isEdit', 'isList', 'isQuery'];

type ChangeColumn = (index: number, patch: Partial<GenColumn>) => void;

interface Props {
  columns: GenColumn[];
  dictTypes: DictTypeOption[];
  /** The problems of the columns that have some, by the column's index. */
  problems: Record<number, FieldProblems<string>>;
  onChange: ChangeColumn;
}

/** 字段信息: one row per column of the table, each setting edited in place. */
export function ColumnTable({ columns, dictTypes, problems, onChange }: Props) {
  const t = useTranslations('admin.genEdit');
  const heads = [
    'index',
    'columnName',
    'columnComment',
    'columnType',
    'tsType',
    'javaField',
    ...FLAGS,
    'queryType',
    'isRequired',
    'htmlType',
    'dictType',
  ];
  return (
    <TableContainer sx={{ bgcolor: 'background.paper', maxHeight: '70vh' }}>
      <Table stickyHeader size="small" aria-label={t('columns')}>
        <TableHead>
          <TableRow>
            {heads.map((head) => (
              <TableCell key={head} align="center" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {t(head)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {columns.map((column, index) => (
            <ColumnRow
              key={column.columnId}
              index={index}
              column={column}
              dictTypes={dictTypes}
              problems={problems[index]}
              onChange={onChange}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

interface RowProps {
  index: number;
  column: GenColumn;
  dictTypes: DictTypeOption[];
  /** What the checks found in this column's settings, shown as the fields' error state. */
  problems: FieldProblems<string> | undefined;
  onChange: ChangeColumn;
}

/** One column's settings; drawn again only when that column changes, so typing stays quick in wide tables. */
const ColumnRow = memo(function ColumnRow({ index, column, dictTypes, problems, onChange }: RowProps) {
  const t = useTranslations('admin.genEdit');
  // Each control is named after its column and setting (`title 字段描述`): the header alone does not say which row.
  const name = (field: string) => t('cell', { column: column.columnName, field: t(field) });
  const set = (patch: Partial<GenColumn>) => onChange(index, patch);
  const flag = (field: GenFlag) => (
    <TableCell key={field} align="center" padding="checkbox">
      <Checkbox
        checked={column[field] === '1'}
        onChange={(event) => set({ [field]: event.target.checked ? '1' : '0' })}
        slotProps={{ input: { 'aria-label': name(field) } }}
      />
    </TableCell>
  );
  return (
    <TableRow hover>
      <TableCell align="center">{index + 1}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{column.columnName}</TableCell>
      <TableCell>
        <TextField
          size="small"
          error={!!problems?.columnComment}
          value={column.columnComment ?? ''}
          onChange={(event) => set({ columnComment: event.target.value })}
          slotProps={{ htmlInput: { 'aria-label': name('columnComment') } }}
          sx={{ minWidth: 120 }}
        />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{column.columnType}</TableCell>
      <TableCell>
        <CellSelect label={name('tsType')} error={!!problems?.tsType} value={column.tsType} onChange={(tsType) => set({ tsType })}>
          {withCurrent(TS_TYPES, column.tsType).map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </CellSelect>
      </TableCell>
      <TableCell>
        <TextField
          size="small"
          required
          error={!!problems?.javaField}
          value={column.javaField ?? ''}
          onChange={(event) => set({ javaField: event.target.value })}
          slotProps={{ htmlInput: { 'aria-label': name('javaField') } }}
          sx={{ minWidth: 110 }}
        />
      </TableCell>
      {FLAGS.map(flag)}
      <TableCell>
        <CellSelect
          label={name('queryType')}
          error={!!problems?.queryType}
          value={column.queryType}
          onChange={(queryType) => set({ queryType })}
        >
          {QUERY_TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </CellSelect>
      </TableCell>
      {flag('isRequired')}
      <TableCell>
        <CellSelect
          label={name('htmlType')}
          error={!!problems?.htmlType}
          value={column.htmlType}
          onChange={(htmlType) => set({ htmlType })}
        >
          {withCurrent(HTML_TYPES, column.htmlType).map((type) => (
            <option key={type} value={type}>
              {(HTML_TYPES as readonly string[]).includes(type) ? t(`html.${type}`) : type}
            </option>
          ))}
        </CellSelect>
      </TableCell>
      <TableCell>
        <CellSelect
          label={name('dictType')}
          error={!!problems?.dictType}
          value={column.dictType ?? ''}
          onChange={(dictType) => set({ dictType })}
        >
          <option value="">{t('noDict')}</option>
          {withCurrent(
            dictTypes.map((type) => type.dictType),
            column.dictType ?? '',
          ).map((dictType) => (
            <option key={dictType} value={dictType}>
              {dictTypes.find((type) => type.dictType === dictType)?.dictName ?? dictType} ({dictType})
            </option>
          ))}
        </CellSelect>
      </TableCell>
    </TableRow>
  );
});

/** A native select in a table cell: light in a wide table, named for its row and setting. */
function CellSelect({
  label,
  error,
  value,
  onChange,
  children,
}: {
  label: string;
  error: boolean;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      size="small"
      error={error}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': label } }}
      sx={{ minWidth: 110 }}
    >
      {children}
    </TextField>
  );
}
