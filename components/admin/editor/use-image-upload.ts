'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { uploadFile } from '@/lib/api/member';
import { ApiError } from '@/lib/request';
import { uploadProblem } from '@/lib/upload-check';
import { IMAGE_TYPES, MAX_UPLOAD_MB } from '@/lib/upload-rules';

/** An uploaded picture's stored name (`/profile/upload/...`), or why there is none. */
export type ImageUpload = { fileName: string } | { problem: string };

/**
 * One picture through `POST /common/upload`: the type (png/jpg/jpeg) and the 5 MB limit are
 * checked first with the spec's messages, then the server checks the content again. The caller
 * decides how to tell the problem (the editor titles it 图片插入失败).
 */
export function useImageUpload(): (file: File) => Promise<ImageUpload> {
  const t = useTranslations('admin.editor');
  return useCallback(
    async (file: File) => {
      const problem = uploadProblem(file, 'image', IMAGE_TYPES, 0);
      // One picture, none chosen before: the type or the size is all that can be wrong.
      if (problem) return { problem: 'types' in problem ? t('imageFormat', { types: problem.types }) : t('imageTooLarge', { mb: MAX_UPLOAD_MB }) };
      try {
        return { fileName: (await uploadFile(file)).fileName };
      } catch (failure) {
        if (!(failure instanceof ApiError)) throw failure;
        // An answer with a reason says it; no answer at all asks to try again.
        return { problem: failure.code ? failure.message : t('uploadRetry') };
      }
    },
    [t],
  );
}
