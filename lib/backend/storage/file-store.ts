import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { webStreamOf } from '../http/web-stream';
import { ownedName, type LeftoverRule } from './leftovers';

/**
 * Where uploaded bytes live: a directory (`UPLOAD_DIR`). A file is written under a temporary
 * name and renamed into place only once it has passed every check, so a reader never sees a
 * half-written file and a refused upload leaves nothing behind.
 */
export interface FileStore {
  /** The directory the files live in: the server monitor shows its disk. */
  readonly directory: string;
  /** A new temporary file to write into. */
  createTemp(): { path: string; stream: fs.WriteStream };
  /** Moves a finished temporary file to its public name. */
  commit(tempPath: string, fileName: string): Promise<void>;
  discard(tempPath: string): Promise<void>;
  /** The file's bytes as a web stream, or null when it is gone. */
  open(fileName: string): Promise<ReadableStream<Uint8Array> | null>;
  remove(fileName: string): Promise<void>;
  /** Stores whole bytes under a name, atomically. */
  put(fileName: string, bytes: Uint8Array): Promise<void>;
}

// Uploads are read through the portal only (it checks who may read each), never from the disk by
// another account, whatever umask the process was started with.
const OWNER_ONLY_FOLDER = 0o700;
const OWNER_ONLY_FILE = 0o600;

/** The folder of files still being written, inside the store. */
export const UPLOAD_TEMP_FOLDER = '.tmp';

/** The files of uploads that were still being written when their process died. */
export const uploadLeftovers = (uploadDir: string): LeftoverRule => ({
  folder: path.join(uploadDir, UPLOAD_TEMP_FOLDER),
  matches: () => true,
});

export class DirectoryFileStore implements FileStore {
  private readonly tempDir: string;

  constructor(private readonly root: string) {
    this.tempDir = path.join(root, UPLOAD_TEMP_FOLDER);
  }

  get directory(): string {
    return this.root;
  }

  /** Public names are generated (`/profile/upload/yyyy/MM/dd/<hex>.<ext>`), never taken from a client. */
  private pathOf(fileName: string): string {
    const resolved = path.resolve(this.root, `.${fileName}`);
    if (!resolved.startsWith(`${path.resolve(this.root)}${path.sep}`)) throw new Error(`file name outside the store: ${fileName}`);
    return resolved;
  }

  createTemp() {
    fs.mkdirSync(this.tempDir, { recursive: true, mode: OWNER_ONLY_FOLDER });
    // Named for this process, so that a clean-up leaves alone what it is still writing (leftovers.ts).
    const tempPath = path.join(this.tempDir, ownedName(crypto.randomBytes(16).toString('hex')));
    return { path: tempPath, stream: fs.createWriteStream(tempPath, { flags: 'wx', mode: OWNER_ONLY_FILE }) };
  }

  async commit(tempPath: string, fileName: string): Promise<void> {
    const target = this.pathOf(fileName);
    await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: OWNER_ONLY_FOLDER });
    await fs.promises.rename(tempPath, target);
  }

  async discard(tempPath: string): Promise<void> {
    await fs.promises.rm(tempPath, { force: true });
  }

  async open(fileName: string): Promise<ReadableStream<Uint8Array> | null> {
    try {
      const handle = await fs.promises.open(this.pathOf(fileName), 'r');
      return webStreamOf(handle.createReadStream());
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(fileName: string): Promise<void> {
    await fs.promises.rm(this.pathOf(fileName), { force: true });
  }

  async put(fileName: string, bytes: Uint8Array): Promise<void> {
    const temp = this.createTemp();
    await new Promise<void>((resolve, reject) => temp.stream.end(bytes, () => resolve()).on('error', reject));
    await this.commit(temp.path, fileName);
  }
}
