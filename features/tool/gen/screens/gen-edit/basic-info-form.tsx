'use client';

import { Grid } from '@mui/material';
import { useTranslations } from 'next-intl';
import { formText } from '@/components/admin/list/form-text-field';
import type { GenTable } from '@/features/tool/gen/client/api';
import { WIDE_HALF } from './half-row';

type BasicField = 'tableName' | 'tableComment' | 'className' | 'functionAuthor';

interface Props {
  info: GenTable;
  errors: Partial<Record<BasicField, string>>;
  onChange: (patch: Partial<GenTable>) => void;
}

/** 基本信息: the table's names, its author and a remark. */
export function BasicInfoForm({ info, errors, onChange }: Props) {
  const t = useTranslations('admin.genEdit');
  const text = formText<GenTable>({ values: info, set: (name, value) => onChange({ [name]: value }), errors }, t, { labels: '' });
  return (
    <Grid container spacing={2} sx={{ maxWidth: 1000 }}>
      {text('tableName', { size: WIDE_HALF, required: true })}
      {text('tableComment', { size: WIDE_HALF, required: true })}
      {text('className', { size: WIDE_HALF, required: true })}
      {text('functionAuthor', { size: WIDE_HALF, required: true })}
      {text('remark', { multiline: true, minRows: 3 })}
    </Grid>
  );
}
