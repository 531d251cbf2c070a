'use client';

import { Grid } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { parsedBy, problemMessages, schemaProblems, type FormValues } from '@/components/admin/list/field-problems';
import { FormDialog } from '@/components/admin/list/form-dialog';
import { formText } from '@/components/admin/list/form-text-field';
import { RadioField, dictChoices } from '@/components/admin/list/radio-field';
import { useDialogForm } from '@/components/admin/list/use-dialog-form';
import type { ConfigEntry, ConfigInput } from '@/features/system/config/client/api';
import type { DictOption } from '@/features/member';
import { configSchema } from '../contract';

type Values = FormValues<ConfigInput, 'configId'>;

const EMPTY: Values = { configName: '', configKey: '', configValue: '', configType: 'N', remark: '' };

interface Props {
  open: boolean;
  entry: ConfigEntry | null;
  yesNo: DictOption[];
  onClose: () => void;
  onSave: (input: ConfigInput) => Promise<unknown>;
}

/** Add or edit one config entry; the API's refusal (a duplicate key) is shown in the dialog. */
export function ConfigForm({ open, entry, yesNo, onClose, onSave }: Props) {
  const t = useTranslations('admin.config');
  const initial = useMemo<Values | null>(() => {
    if (!open) return null;
    return entry
      ? {
          configId: entry.configId,
          configName: entry.configName,
          configKey: entry.configKey,
          configValue: entry.configValue,
          configType: entry.configType,
          remark: entry.remark ?? '',
        }
      : EMPTY;
  }, [open, entry]);
  const form = useDialogForm(
    initial,
    (current) => problemMessages(schemaProblems(configSchema, current), t),
    (current) => onSave(parsedBy(configSchema, current)),
  );

  const { values, set } = form;
  if (!values) return null;
  const text = formText(form, t, { labels: '' });
  return (
    <FormDialog open={open} adding={!entry} namespace="admin.config" onClose={onClose} form={form}>
      {text('configName', { required: true })}
      {text('configKey', { required: true })}
      {text('configValue', { required: true, multiline: true, minRows: 2 })}
      <Grid size={12}>
        <RadioField
          label={t('configType')}
          options={dictChoices(yesNo)}
          value={values.configType}
          onChange={(configType) => set('configType', configType)}
        />
      </Grid>
      {text('remark', { multiline: true, minRows: 2 })}
    </FormDialog>
  );
}
