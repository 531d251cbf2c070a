'use client';

import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { fieldError } from '@/components/common/field-error';
import type { DictOption } from '@/lib/api/member';
import type { ConfigEntry, ConfigInput } from '@/lib/api/config';
import { ApiError } from '@/lib/request';

const EMPTY: ConfigInput = { configName: '', configKey: '', configValue: '', configType: 'N', remark: '' };
const LIMITS = { configName: 100, configKey: 100, configValue: 500, remark: 500 } as const;

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
  const [values, setValues] = useState<ConfigInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof ConfigInput, string>>>({});
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setValues(entry ? { configId: entry.configId, configName: entry.configName, configKey: entry.configKey, configValue: entry.configValue, configType: entry.configType, remark: entry.remark ?? '' } : EMPTY);
    setErrors({});
    setProblem('');
  }, [open, entry]);

  const set = (name: keyof ConfigInput, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    for (const name of ['configName', 'configKey', 'configValue'] as const) if (!values[name].trim()) found[name] = t(`required.${name}`);
    for (const [name, limit] of Object.entries(LIMITS) as [keyof typeof LIMITS, number][]) if ((values[name] ?? '').length > limit) found[name] = t('tooLong', { limit });
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await onSave({ ...values, configName: values.configName.trim(), configKey: values.configKey.trim() });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="config-form-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="config-form-title">{entry ? t('editTitle') : t('addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label={t('configName')} value={values.configName} onChange={(e) => set('configName', e.target.value)} required {...fieldError(errors.configName)} />
            <TextField label={t('configKey')} value={values.configKey} onChange={(e) => set('configKey', e.target.value)} required {...fieldError(errors.configKey)} />
            <TextField label={t('configValue')} value={values.configValue} onChange={(e) => set('configValue', e.target.value)} required multiline minRows={2} {...fieldError(errors.configValue)} />
            <div>
              <FormLabel id="config-type-label">{t('configType')}</FormLabel>
              <RadioGroup row aria-labelledby="config-type-label" value={values.configType} onChange={(e) => set('configType', e.target.value)}>
                {yesNo.map((option) => (
                  <FormControlLabel key={option.dictValue} value={option.dictValue} control={<Radio />} label={option.dictLabel} />
                ))}
              </RadioGroup>
            </div>
            <TextField label={t('remark')} value={values.remark} onChange={(e) => set('remark', e.target.value)} multiline minRows={2} {...fieldError(errors.remark)} />
            {problem ? (
              <FormLabel error role="alert">
                {problem}
              </FormLabel>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
