/**
 * The spec's upload limits (section 5 and 9), shared by the upload widgets and the server:
 * at most 5 files of at most 5 MB each, images png/jpg/jpeg, documents doc/xls/ppt/txt/pdf and
 * their x-variants.
 */
export const MAX_UPLOAD_MB = 5;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
export const MAX_UPLOAD_FILES = 5;
export const MAX_FILE_NAME_LENGTH = 100;

export const IMAGE_TYPES = ['png', 'jpg', 'jpeg'] as const;
export const DOCUMENT_TYPES = ['doc', 'xls', 'ppt', 'txt', 'pdf'] as const;
/** The x-variants the file widget accepts besides the spec's default list. */
export const DOCUMENT_TYPES_ACCEPTED = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'pdf'] as const;

/**
 * What one account may upload in an hour and in a day, counted over the files it has stored
 * (those no form refers to yet included, until the clean-up removes them), exports excepted.
 */
export const UPLOAD_QUOTAS = [
  { period: '每小时', windowMs: 3_600_000, files: 30, mb: 60 },
  { period: '每天', windowMs: 86_400_000, files: 100, mb: 200 },
] as const;

export const UPLOAD_MESSAGES = {
  quotaReached: (period: string, files: number, mb: number) => `上传已达上限：${period}最多上传${files}个文件、共${mb} MB，请稍后再试`,
  badFormat: '文件格式不正确',
  imageFormat: (types: readonly string[]) => `请上传${types.join('/')}图片格式文件!`,
  fileFormat: (types: readonly string[]) => `文件格式不正确, 请上传${types.join('/')}格式文件!`,
  imageTooLarge: (mb: number) => `上传图片大小不能超过 ${mb} MB!`,
  fileTooLarge: (mb: number) => `上传文件大小不能超过 ${mb} MB!`,
  tooMany: (count: number) => `上传文件数量不能超过 ${count} 个!`,
  success: '上传成功',
  failedRetry: '上传失败, 请重试',
  failed: '上传失败',
};

/** The extension of a file name, lower-cased, without the dot ('' when there is none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function isImageType(ext: string): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(ext);
}
