'use client';

import { Grid, TextField } from '@mui/material';
import { useTranslations } from 'next-intl';
import { fieldError } from '@/components/common/field-error';
import type { GenTable } from '@/features/tool/gen/client/api';

type BasicField = 'tableName' | 'tableComment' | 'className' | 'functionAuthor';

interface Props {
  info: GenTable;
  errors: Partial<Record<BasicField, string>>;
  onChange: (patch: Partial<GenTable>) => void;
}

/** 基本信息: the table's names, its author and a remark. */
export function BasicInfoForm({ info, errors, onChange }: Props) {
  const t = useTranslations('admin.genEdit');
  const text = (field: BasicField) => (
    <Grid size={{ xs: 12, md: 6 }}>
      <TextField
        label={t(field)}
        value={info[field] ?? ''}
        onChange={(event) => onChange({ [field]: event.target.value })}
        required
        fullWidth
        {...fieldError(errors[field])}
      />
    </Grid>
  );
  return (
    <Grid container spacing={2} sx={{ maxWidth: 1000 }}>
      {text('tableName')}
      {text('tableComment')}
      {text('className')}
      {text('functionAuthor')}
      <Grid size={12}>
        <TextField
          label={t('remark')}
          value={info.remark ?? ''}
          onChange={(event) => onChange({ remark: event.target.value })}
          multiline
          minRows={3}
          fullWidth
        />
      </Grid>
    </Grid>
  );
}
