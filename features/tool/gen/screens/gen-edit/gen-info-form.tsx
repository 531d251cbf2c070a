'use client';

import { Grid, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { TreeSelectField } from '@/components/admin/tree/tree-select-field';
import { fieldError } from '@/components/common/field-error';
import { formText } from '@/components/admin/list/form-text-field';
import type { GenColumn, GenDetail, GenTable } from '@/features/tool/gen/client/api';
import type { TreeSelectNode } from '@/lib/tree-select';
import type { RequiredField } from './gen-edit-values';
import { TPL_CATEGORIES, withCurrent } from './gen-options';
import { WIDE_HALF } from './half-row';

interface Props {
  info: GenTable;
  columns: GenColumn[];
  tables: GenDetail['tables'];
  menus: TreeSelectNode[];
  errors: Partial<Record<RequiredField, string>>;
  onChange: (patch: Partial<GenTable>) => void;
  onTemplate: (tplCategory: GenTable['tplCategory']) => void;
}

/** 生成信息: the template, the generated code's names and menu, and the tree or sub-table options the template needs. */
export function GenInfoForm({ info, columns, tables, menus, errors, onChange, onTemplate }: Props) {
  const t = useTranslations('admin.genEdit');
  // The sub-table's columns, for choosing the one that refers to this table.
  const subColumns = tables.find((table) => table.tableName === info.subTableName)?.columns ?? [];

  const text = formText<GenTable>({ values: info, set: (name, value) => onChange({ [name]: value }), errors }, t, { labels: '' });
  const columnChoice = (field: 'treeCode' | 'treeParentCode' | 'treeName' | 'subTableFkName', choices: GenColumn[]) => {
    const value = info[field] ?? '';
    // A stored column no longer among the choices (dropped by a sync) still shows.
    const names = withCurrent(
      choices.map((column) => column.columnName),
      value,
    );
    return (
      <Grid size={WIDE_HALF}>
        <TextField
          select
          label={t(field)}
          value={value}
          onChange={(event) => onChange({ [field]: event.target.value })}
          required
          fullWidth
          {...fieldError(errors[field])}
        >
          {names.map((name) => {
            const comment = choices.find((column) => column.columnName === name)?.columnComment;
            return (
              <MenuItem key={name} value={name}>
                {comment ? `${name}：${comment}` : name}
              </MenuItem>
            );
          })}
        </TextField>
      </Grid>
    );
  };

  return (
    <Grid container spacing={2} sx={{ maxWidth: 1000 }}>
      <Grid size={WIDE_HALF}>
        <TextField
          select
          label={t('tplCategory')}
          value={info.tplCategory}
          onChange={(event) => onTemplate(event.target.value as GenTable['tplCategory'])}
          required
          fullWidth
        >
          {TPL_CATEGORIES.map((category) => (
            <MenuItem key={category} value={category}>
              {t(`tpl.${category}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      {text('moduleName', { size: WIDE_HALF, required: true })}
      {text('businessName', { size: WIDE_HALF, required: true })}
      {text('functionName', { size: WIDE_HALF, required: true })}
      <Grid size={WIDE_HALF}>
        <TreeSelectField
          label={t('parentMenu')}
          value={info.parentMenuId ? Number(info.parentMenuId) : null}
          onChange={(parentMenuId) => onChange({ parentMenuId })}
          options={menus}
        />
      </Grid>

      {info.tplCategory === 'tree' ? (
        <>
          <Grid size={12}>
            <Typography variant="subtitle1">{t('treeInfo')}</Typography>
          </Grid>
          {columnChoice('treeCode', columns)}
          {columnChoice('treeParentCode', columns)}
          {columnChoice('treeName', columns)}
        </>
      ) : null}

      {info.tplCategory === 'sub' ? (
        <>
          <Grid size={12}>
            <Typography variant="subtitle1">{t('subInfo')}</Typography>
          </Grid>
          <Grid size={WIDE_HALF}>
            <TextField
              select
              label={t('subTableName')}
              value={info.subTableName ?? ''}
              onChange={(event) => onChange({ subTableName: event.target.value, subTableFkName: '' })}
              required
              fullWidth
              {...fieldError(errors.subTableName)}
            >
              {tables
                .filter((table) => table.tableId !== info.tableId)
                .map((table) => (
                  <MenuItem key={table.tableId} value={table.tableName}>
                    {table.tableName}：{table.tableComment}
                  </MenuItem>
                ))}
            </TextField>
          </Grid>
          {columnChoice('subTableFkName', subColumns)}
        </>
      ) : null}
    </Grid>
  );
}
