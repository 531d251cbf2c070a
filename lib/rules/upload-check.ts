import { extensionOf, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from './upload-rules';

export type UploadKind = 'image' | 'file';

export type UploadProblem =
  | { key: 'imageFormat' | 'fileFormat'; types: string }
  | { key: 'imageTooLarge' | 'fileTooLarge'; mb: number }
  | { key: 'tooMany'; count: number };

/**
 * The count, checked first and for the whole choice (spec section 5): files chosen together that
 * would pass the limit are refused before any of them is sent, as the reference's widget does.
 */
export function tooManyChosen(alreadyChosen: number, chosen: number, limit = MAX_UPLOAD_FILES): UploadProblem | null {
  return alreadyChosen + chosen > limit ? { key: 'tooMany', count: limit } : null;
}

/**
 * What the upload widgets check of each file before sending it: the type by extension, then the
 * size. The server checks all of it again, by content.
 */
export function uploadProblem(file: { name: string; size: number }, kind: UploadKind, types: readonly string[]): UploadProblem | null {
  if (!types.includes(extensionOf(file.name))) return { key: kind === 'image' ? 'imageFormat' : 'fileFormat', types: types.join('/') };
  if (file.size > MAX_UPLOAD_BYTES) return { key: kind === 'image' ? 'imageTooLarge' : 'fileTooLarge', mb: MAX_UPLOAD_BYTES / 1024 / 1024 };
  return null;
}
