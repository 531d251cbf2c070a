import type { Executor } from '../backend/db/executor';
import type { sysFile } from '../backend/db/schema/files';
import type { LoginUser } from './caller';

/** A stored upload as the file registry keeps it. */
export type StoredFile = typeof sysFile.$inferSelect;

/**
 * Whether `reader` sees an attachment of the feature that holds `file`: a record the feature keeps
 * the file's name in as an attachment (a column or a picture's `src`), or a kind of file only that
 * feature makes, which the reader may open through that feature's own permission and data scope.
 * Text that merely mentions a name never counts: a grant reads the attachment's own field. Each
 * feature that attaches files names its grants in its module; a new attachment is readable by
 * others only once its feature names a grant for it.
 */
export type AttachmentGrant = (db: Executor, reader: LoginUser, file: StoredFile) => Promise<boolean>;
