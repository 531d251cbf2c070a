'use client';

import { Box, Button, Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import { FormProblem } from '@/components/member/form-problem';
import { useState, type FormEvent } from 'react';
import { useRouter } from '@/i18n/navigation';
import type { DictOption } from '@/features/member/client/api';
import { notify } from '@/lib/notify';
import { ApiError } from '@/lib/http/request';
import { bodyOf, emptyValues, FieldForm, missingFields, type FieldSpec, type FieldValue, type FieldValues } from './field-form';

/**
 * One application-style form: fields from a spec, required ones checked here, then the server's
 * calls in order (for a sign-up: its check, then the submit). On success the page re-reads.
 */
export function ApplicationForm({
  fields,
  dictionaries,
  initial = {},
  extraBody = {},
  calls,
  submitLabel,
  successMessage,
}: {
  fields: FieldSpec[];
  dictionaries: Record<string, DictOption[]>;
  initial?: FieldValues;
  extraBody?: Record<string, unknown>;
  calls: ((body: Record<string, unknown>) => Promise<unknown>)[];
  submitLabel: string;
  successMessage: string;
}) {
  const t = useTranslations('member');
  const router = useRouter();
  const [values, setValues] = useState<FieldValues>({ ...emptyValues(fields), ...initial });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const change = (name: string, value: FieldValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = missingFields(fields, values);
    setErrors(Object.fromEntries(missing.map((name) => [name, t('required')])));
    if (missing.length) {
      setProblem(t('fixFields'));
      return;
    }
    setSubmitting(true);
    setProblem(null);
    try {
      const body = { ...bodyOf(fields, values), ...extraBody };
      for (const call of calls) await call(body);
      notify('success', successMessage);
      router.refresh();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(error.message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <FieldForm fields={fields} values={values} errors={errors} dictionaries={dictionaries} onChange={change} />
        <FormProblem problem={problem} />
        <Box>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
