'use client';

import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { downloadUrl, uploadFile, type DeclarationFile } from '@/features/member/client/api';
import { notify } from '@/lib/notify';
import { ApiError } from '@/lib/http/request';
import { tooManyChosen, uploadProblem, type UploadKind } from '@/lib/rules/upload-check';
import { DOCUMENT_TYPES_ACCEPTED, IMAGE_TYPES, MAX_UPLOAD_FILES } from '@/lib/rules/upload-rules';
import { imageSrc } from '@/lib/format/image-src';

/**
 * The spec's image and file upload widgets in one: at most `limit` files (5 by default), each
 * checked for type and size before it is sent, then uploaded one by one. Images show as
 * thumbnails, documents as download links.
 */
export function UploadField({
  kind,
  label,
  value,
  onChange,
  limit = MAX_UPLOAD_FILES,
  error,
}: {
  kind: UploadKind;
  label: string;
  value: DeclarationFile[];
  onChange: (files: DeclarationFile[]) => void;
  limit?: number;
  error?: string;
}) {
  const t = useTranslations('member.upload');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const types: readonly string[] = kind === 'image' ? IMAGE_TYPES : DOCUMENT_TYPES_ACCEPTED;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const tooMany = tooManyChosen(value.length, chosen.length, limit);
    if (tooMany) {
      notify('error', t(tooMany.key, tooMany));
      return;
    }
    let files = value;
    setBusy(true);
    for (const file of chosen) {
      const problem = uploadProblem(file, kind, types);
      if (problem) {
        notify('error', t(problem.key, problem as never));
        continue;
      }
      try {
        const answer = await uploadFile(file);
        files = [...files, { fileName: answer.fileName, originalFilename: answer.originalFilename }];
        onChange(files);
        notify('success', t('success'));
      } catch (failure) {
        if (!(failure instanceof ApiError)) throw failure;
        // An answer with a reason is "upload failed" with it; no answer at all is "try again".
        notify('error', failure.code ? failure.message : t('failedRetry'), failure.code ? t('failed') : undefined);
      }
    }
    setBusy(false);
  };

  return (
    <Box>
      <Typography
        component="label"
        htmlFor={inputId}
        variant="body2"
        sx={{ display: 'block', mb: 0.5, color: error ? 'error.main' : 'text.secondary' }}
      >
        {label}
      </Typography>
      {/* The gap alone spaces the files: Stack's spacing would also indent every one but the first. */}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {value.map((file) =>
          kind === 'image' ? (
            <Box key={file.fileName} sx={{ position: 'relative' }}>
              <img
                src={imageSrc(file.fileName)}
                alt={file.originalFilename}
                width={96}
                height={96}
                style={{ objectFit: 'cover', borderRadius: 4, border: '1px solid #ddd' }}
              />
              <IconButton
                size="small"
                aria-label={t('remove', { name: file.originalFilename })}
                onClick={() => onChange(value.filter((f) => f !== file))}
                sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'rgba(255,255,255,.8)' }}
              >
                ×
              </IconButton>
            </Box>
          ) : (
            <Stack key={file.fileName} direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
              <a href={downloadUrl(file.fileName)}>{file.originalFilename}</a>
              <Button
                size="small"
                color="error"
                onClick={() => onChange(value.filter((f) => f !== file))}
                aria-label={t('remove', { name: file.originalFilename })}
              >
                {t('removeShort')}
              </Button>
            </Stack>
          ),
        )}
        {value.length < limit ? (
          <Button variant="outlined" size="small" disabled={busy} onClick={() => input.current?.click()}>
            {busy ? t('uploading') : t('choose')}
          </Button>
        ) : null}
        <input
          ref={input}
          id={inputId}
          type="file"
          hidden
          multiple={limit > 1}
          accept={types.map((type) => `.${type}`).join(',')}
          onChange={choose}
        />
      </Stack>
      <Typography variant="caption" color={error ? 'error' : 'text.secondary'}>
        {error ?? t(kind === 'image' ? 'imageHint' : 'fileHint', { types: types.join('/'), count: limit })}
      </Typography>
    </Box>
  );
}
