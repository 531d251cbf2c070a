'use client';

import { useTranslations } from 'next-intl';
import { useState, type ChangeEvent } from 'react';
import { notify } from '@/lib/notify';
import { ApiError } from '@/lib/http/request';
import { uploadProblem } from '@/lib/rules/upload-check';
import { IMAGE_TYPES, MAX_UPLOAD_MB } from '@/lib/rules/upload-rules';

/** Stores a picture and answers its stored name; the screen that draws the editor says where. */
export type ImageUploader = (file: File) => Promise<{ fileName: string }>;

/** A picture uploaded from a file input: its stored name (`/profile/upload/...`) and the file chosen. */
export interface UploadedImage {
  fileName: string;
  file: File;
}

/**
 * The picture chosen in a file input, stored by `upload` (the content screens' picture upload,
 * private until a published article shows it): the type (png/jpg/jpeg) and
 * the 5 MB limit are checked first with the spec's messages, then the server checks the content
 * again. A problem is told under `failureTitle` (the editor's 图片插入失败); `busy` says an upload
 * runs. The input is cleared, so the same file can be chosen again.
 */
export function useImageUpload(failureTitle: string, upload: ImageUploader) {
  const t = useTranslations('admin.editor');
  const [busy, setBusy] = useState(false);

  const problemOf = async (file: File): Promise<{ fileName: string } | { problem: string }> => {
    const problem = uploadProblem(file, 'image', IMAGE_TYPES);
    // One picture, none chosen before: the type or the size is all that can be wrong.
    if (problem)
      return { problem: 'types' in problem ? t('imageFormat', { types: problem.types }) : t('imageTooLarge', { mb: MAX_UPLOAD_MB }) };
    try {
      return { fileName: (await upload(file)).fileName };
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      // An answer with a reason says it; no answer at all asks to try again.
      return { problem: failure.code ? failure.message : t('uploadRetry') };
    }
  };

  /** Null when nothing was chosen or the picture was refused. */
  const take = async (event: ChangeEvent<HTMLInputElement>): Promise<UploadedImage | null> => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return null;
    setBusy(true);
    const answer = await problemOf(file).finally(() => setBusy(false));
    if ('problem' in answer) {
      notify('error', answer.problem, failureTitle);
      return null;
    }
    return { fileName: answer.fileName, file };
  };

  return { busy, take };
}
