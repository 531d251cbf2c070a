'use client';

import { Box, Button, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import UploadIcon from '@mui/icons-material/AddPhotoAlternate';
import { useTranslations } from 'next-intl';
import { useId, useRef, type ChangeEvent } from 'react';
import { imageSrc } from '@/lib/format/image-src';
import { notify } from '@/lib/notify';
import { IMAGE_TYPES, MAX_UPLOAD_MB } from '@/lib/rules/upload-rules';
import { useImageUpload, type ImageUploader } from './use-image-upload';

interface Props {
  label: string;
  /** The stored name of the picture (`/profile/upload/...`), or '' for none. */
  value: string;
  onChange: (fileName: string) => void;
  /** Where the picture is stored. */
  uploadImage: ImageUploader;
}

/**
 * A category's or an article's cover: one picture uploaded for content (use-image-upload.ts;
 * png, jpg or jpeg up to 5 MB), shown as a thumbnail with a button to take it away. A refused
 * picture is told and the cover stays as it was.
 */
export function CoverField({ label, value, onChange, uploadImage }: Props) {
  const t = useTranslations('admin.editor');
  const { busy, take } = useImageUpload(t('uploadFailed'), uploadImage);
  const labelId = useId();
  const input = useRef<HTMLInputElement>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const picture = await take(event);
    if (!picture) return;
    onChange(picture.fileName);
    notify('success', t('uploaded'));
  };

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {value ? (
          <img
            src={imageSrc(value)}
            alt={t('coverOf', { label })}
            width={160}
            height={90}
            style={{ objectFit: 'cover', borderRadius: 4, border: '1px solid #ddd' }}
          />
        ) : null}
        <Button variant="outlined" size="small" startIcon={<UploadIcon />} disabled={busy} onClick={() => input.current?.click()}>
          {busy ? t('uploading') : value ? t('replaceCover') : t('uploadCover')}
        </Button>
        {value ? (
          <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => onChange('')}>
            {t('removeCover')}
          </Button>
        ) : null}
        <input
          ref={input}
          type="file"
          hidden
          accept={IMAGE_TYPES.map((type) => `.${type}`).join(',')}
          aria-label={t('coverFile', { label })}
          onChange={(event) => void choose(event)}
        />
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('imageHint', { types: IMAGE_TYPES.join('/'), mb: MAX_UPLOAD_MB })}
      </Typography>
    </Box>
  );
}
