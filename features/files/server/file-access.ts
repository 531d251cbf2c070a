import type { BackendDeps } from '@/lib/backend/deps';
import type { StoredFile } from '@/lib/security/attachment-grant';
import type { LoginUser } from '@/lib/security/caller';
import { isShared } from './file-service';

/**
 * The one rule for who may read a stored file; every read path (the API's download routes, the
 * BFF and `/prod-api/profile/upload` in front of them, and the image optimizer, which asks as
 * nobody) goes through it. A published article's picture and an avatar are for everyone; any
 * other upload for its uploader, and for others only through an attachment they may see. A
 * temporary export is its owner's alone. The features that attach files name their grants in
 * their modules (`attachmentGrants`); the root hands them over in `deps`.
 */
export async function mayRead(
  deps: Pick<BackendDeps, 'db' | 'attachmentGrants'>,
  reader: LoginUser | null,
  file: StoredFile,
): Promise<boolean> {
  if (isShared(file)) return true;
  if (!reader) return false;
  if (file.ownerId === reader.userId) return true;
  if (file.kind === 'export') return false;
  for (const grant of deps.attachmentGrants) if (await grant(deps.db, reader, file)) return true;
  return false;
}
