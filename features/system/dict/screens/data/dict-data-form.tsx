'use client';

import { Grid, MenuItem, TextField } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { parsedBy, problemMessages, type FormValues } from '@/components/admin/list/field-problems';
import { FormDialog } from '@/components/admin/list/form-dialog';
import { FormRadioField } from '@/components/admin/list/form-radio-field';
import { FormTextField } from '@/components/admin/list/form-text-field';
import { dictChoices } from '@/components/admin/list/radio-field';
import { useDialogForm } from '@/components/admin/list/use-dialog-form';
import { fieldError } from '@/components/common/field-error';
import type { DictData, DictDataInput } from '@/features/system/dict/client/api';
import type { DictOption } from '@/features/member';
import { LIST_CLASSES, dictDataSchema } from '../../contract';
import { dictDataProblems } from '../type/dict-rules';


type Values = FormValues<DictDataInput, 'dictCode'>;

interface Props {
  open: boolean;
  entry: DictData | null;
  /** The type a new value joins: the one the list shows. */
  dictType: string;
  statuses: DictOption[];
  onClose: () => void;
  onSave: (input: DictDataInput) => Promise<unknown>;
}

function valuesOf(entry: DictData | null, dictType: string): Values {
  if (!entry)
    return { dictType, dictLabel: '', dictEsLabel: '', dictValue: '', cssClass: '', dictSort: '0', listClass: 'default', status: '0', remark: '' };
  return {
    dictCode: entry.dictCode,
    dictType: entry.dictType,
    dictLabel: entry.dictLabel,
    dictEsLabel: entry.dictEsLabel,
    dictValue: entry.dictValue,
    cssClass: entry.cssClass ?? '',
    dictSort: String(entry.dictSort),
    listClass: entry.listClass ?? '',
    isDefault: entry.isDefault,
    status: entry.status,
    remark: entry.remark ?? '',
  };
}

/** Add or edit one dictionary value of a type; the type itself is not changed here. */
export function DictDataForm({ open, entry, dictType, statuses, onClose, onSave }: Props) {
  const t = useTranslations('admin.dictData');
  const initial = useMemo(() => (open ? valuesOf(entry, dictType) : null), [open, entry, dictType]);
  const form = useDialogForm(
    initial,
    (current) => problemMessages(dictDataProblems(current), t),
    (current) => onSave(parsedBy(dictDataSchema, current)),
  );

  const { values, set, errors } = form;
  if (!values) return null;
  const text = (name: 'dictLabel' | 'dictEsLabel' | 'dictValue' | 'cssClass', required: boolean) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextField
        label={t(`form.${name}`)}
        value={values[name]}
        onChange={(e) => set(name, e.target.value)}
        required={required}
        fullWidth
        {...fieldError(errors[name])}
      />
    </Grid>
  );
  return (
    <FormDialog open={open} adding={!entry} namespace="admin.dictData" onClose={onClose} form={form}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label={t('form.dictType')} value={values.dictType} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
      </Grid>
      {text('dictLabel', true)}
      {text('dictEsLabel', false)}
      {text('dictValue', true)}
      {text('cssClass', false)}
      <FormTextField form={form} name="dictSort" size={{ xs: 12, sm: 6 }} type="number" label={t('form.dictSort')} required slotProps={{ htmlInput: { min: 0, step: 1 } }} />
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField select label={t('form.listClass')} value={values.listClass} onChange={(e) => set('listClass', e.target.value)} fullWidth>
          {LIST_CLASSES.map((listClass) => (
            <MenuItem key={listClass} value={listClass}>
              {t(`listClasses.${listClass}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <FormRadioField form={form} name="status" label={t('form.status')} options={dictChoices(statuses)} />
      <FormTextField form={form} name="remark" label={t('form.remark')} multiline minRows={2} />
    </FormDialog>
  );
}
