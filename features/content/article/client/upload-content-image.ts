import type { Envelope } from '@/lib/contract/envelope';
import { uploadTo } from '@/lib/http/upload';
import { articleImage } from '../contract';

/**
 * A picture for the public pages (`POST /bll/content/upload`), private until a published article
 * shows it; the answer holds the stored name beside `code` and `msg`, as every upload's does.
 */
export const uploadContentImage = (file: File) => uploadTo<Envelope & { fileName: string }>(articleImage.upload, file);
