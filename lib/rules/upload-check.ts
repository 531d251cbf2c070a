import { extensionOf, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from './upload-rules';

export type UploadKind = 'image' | 'file';

export type UploadProblem =
  | { key: 'imageFormat' | 'fileFormat'; types: string }
  | { key: 'imageTooLarge' | 'fileTooLarge'; mb: number }
  | { key: 'tooMany'; count: number };

/**
 * What the upload widgets check before sending (spec section 5): the count first, then the
 * type by extension, then the size. The server checks all of it again, by content.
 */
export function uploadProblem(
  file: { name: string; size: number },
  kind: UploadKind,
  types: readonly string[],
  alreadyChosen: number,
): UploadProblem | null {
  if (alreadyChosen >= MAX_UPLOAD_FILES) return { key: 'tooMany', count: MAX_UPLOAD_FILES };
  if (!types.includes(extensionOf(file.name))) return { key: kind === 'image' ? 'imageFormat' : 'fileFormat', types: types.join('/') };
  if (file.size > MAX_UPLOAD_BYTES) return { key: kind === 'image' ? 'imageTooLarge' : 'fileTooLarge', mb: MAX_UPLOAD_BYTES / 1024 / 1024 };
  return null;
}
