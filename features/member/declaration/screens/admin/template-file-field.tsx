'use client';

import { Box, Button, FormHelperText, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { useTranslations } from 'next-intl';
import { useId, useState, type ChangeEvent } from 'react';
import { uploadFile } from '@/features/member/client/api';
import { ApiError } from '@/lib/http/request';
import { uploadProblem } from '@/lib/rules/upload-check';
import { DOCUMENT_TYPES_ACCEPTED, MAX_UPLOAD_MB } from '@/lib/rules/upload-rules';
import { FileLink } from '@/features/member/screens/detail-parts';

export interface TemplateFile {
  fileName: string;
  originalFilename: string | null;
}

interface Props {
  value: TemplateFile | null;
  onChange: (file: TemplateFile) => void;
  error?: string;
}

/**
 * 模板文件: one document uploaded through `/common/upload` (checked for type and size first, and
 * by the server again by content); the template then names the stored file.
 */
export function TemplateFileField({ value, onChange, error }: Props) {
  const t = useTranslations('admin.declareReview.template');
  const labelId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = uploadProblem(file, 'file', DOCUMENT_TYPES_ACCEPTED);
    if (found) {
      setProblem(t(`upload.${found.key}`, found as never));
      return;
    }
    setBusy(true);
    setProblem('');
    try {
      const answer = await uploadFile(file);
      onChange({ fileName: answer.fileName, originalFilename: answer.originalFilename });
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setProblem(failure.code ? failure.message : t('upload.failedRetry'));
    } finally {
      setBusy(false);
    }
  };

  const shown = problem || error;
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="body2" color={shown ? 'error' : 'text.secondary'} sx={{ mb: 0.5 }}>
        {t('file')} *
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" size="small" startIcon={<UploadIcon />} disabled={busy}>
          {busy ? t('uploading') : t('choose')}
          <input
            hidden
            type="file"
            accept={DOCUMENT_TYPES_ACCEPTED.map((type) => `.${type}`).join(',')}
            aria-label={t('choose')}
            onChange={(event) => void choose(event)}
          />
        </Button>
        {value ? (
          <FileLink fileName={value.fileName} originalFilename={value.originalFilename} missing={t('fileMissing')} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('noFile')}
          </Typography>
        )}
      </Box>
      <FormHelperText error={Boolean(shown)}>
        {shown || t('fileHint', { types: DOCUMENT_TYPES_ACCEPTED.join('/'), mb: MAX_UPLOAD_MB })}
      </FormHelperText>
    </Box>
  );
}
