'use client';

import { Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/link';
import { UploadField } from '@/features/member/screens/area/upload-field';
import { useDeclarationDraft } from './declaration-draft';

/** `/Declare/upload`: the attachments of the declaration being typed; they are saved with it. */
export function DeclarationAttachments() {
  const t = useTranslations('member.declare');
  const { draft, setDraft } = useDeclarationDraft();
  return (
    <Stack spacing={2}>
      <Typography>{t('attachmentsFor', { title: draft.title || t('untitled') })}</Typography>
      <UploadField
        kind="file"
        label={t('attachments')}
        value={draft.files}
        onChange={(files) => setDraft((current) => ({ ...current, files }))}
      />
      <Typography variant="body2" color="text.secondary">
        {t('attachmentsSavedWith')} <Link href="/Declare/tableInput">{t('backToForm')}</Link>
      </Typography>
    </Stack>
  );
}
