'use client';

import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { FormProblem } from '@/components/member/form-problem';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/link';
import { useRouter } from '@/i18n/navigation';
import { getDeclaration, saveDeclaration } from '@/features/member/client/api';
import { parseId } from '@/lib/http/ids';
import { isDeclarationEditable } from '@/lib/rules/member-rules';
import { notify } from '@/lib/notify';
import { ApiError } from '@/lib/http/request';
import { FieldForm, missingFields, type FieldValue } from '@/features/member/screens/area/field-form';
import { declarationFields } from '@/features/member/screens/area/form-specs';
import { EMPTY_DRAFT, useDeclarationDraft } from './declaration-draft';

/** The fields a draft must have; the rest are needed only to submit. */
const DRAFT_REQUIRED = ['declareType', 'title'];

/**
 * `/Declare/tableInput`: the declaration form, saved as a draft or submitted. `?id=` opens one of
 * the member's drafts (or returned declarations) for editing.
 */
export function DeclarationEditor() {
  const t = useTranslations('member');
  const router = useRouter();
  const editId = parseId(useSearchParams().get('id'));
  const { draft, setDraft, reset, dictionaries } = useDeclarationDraft();
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (editId === null || draft.id === editId) return;
    getDeclaration(editId).then(
      ({ data }) => {
        if (!isDeclarationEditable(data.status)) return setProblem(t('declare.locked'));
        const { status: _s, comment: _c, submitTime: _t, createTime: _ct, ...form } = data;
        setDraft(() => ({ ...EMPTY_DRAFT, ...form, files: data.files ?? [] }));
      },
      () => undefined,
    );
  }, [editId, draft.id, setDraft, t]);

  const values = draft as unknown as Record<string, FieldValue>;
  const change = (name: string, value: FieldValue) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const save = async (status: '0' | '1') => {
    const missing = missingFields(
      status === '1' ? declarationFields : declarationFields.filter((f) => DRAFT_REQUIRED.includes(f.name)),
      values,
    );
    setErrors(Object.fromEntries(missing.map((name) => [name, t('required')])));
    if (missing.length) return setProblem(t('fixFields'));
    setSaving(true);
    setProblem(null);
    try {
      const { data: id } = await saveDeclaration(draft, status);
      if (status === '1') {
        reset();
        notify('success', t('declare.submitted'));
        router.push('/Declare/taskList');
      } else {
        setDraft((current) => ({ ...current, id }));
        notify('success', t('declare.saved'));
      }
      router.refresh();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2}>
      {draft.id ? <Typography color="text.secondary">{t('declare.editing', { id: draft.id })}</Typography> : null}
      <FieldForm fields={declarationFields} values={values} errors={errors} dictionaries={dictionaries} onChange={change} />
      <Typography variant="body2">
        {t('declare.attachmentCount', { count: draft.files.length })} <Link href="/Declare/upload">{t('declare.manageAttachments')}</Link>
      </Typography>
      <FormProblem problem={problem} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={saving} onClick={() => save('0')}>
          {t('declare.saveDraft')}
        </Button>
        <Button variant="contained" disabled={saving} onClick={() => save('1')}>
          {t('declare.submit')}
        </Button>
        <Button
          color="inherit"
          disabled={saving}
          onClick={() => {
            reset();
            setErrors({});
            setProblem(null);
            router.replace('/Declare/tableInput');
          }}
        >
          {t('declare.startNew')}
        </Button>
      </Box>
    </Stack>
  );
}
