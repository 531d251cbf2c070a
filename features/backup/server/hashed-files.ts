import crypto from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';

export interface FileDigest {
  bytes: number;
  sha256: string;
}

/** The size and SHA-256 of a file on disk. */
export async function digestOfFile(file: string): Promise<FileDigest> {
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  await pipeline(fs.createReadStream(file), async (chunks: AsyncIterable<Buffer>) => {
    for await (const chunk of chunks) {
      hash.update(chunk);
      bytes += chunk.length;
    }
  });
  return { bytes, sha256: hash.digest('hex') };
}

/** Writes a file line by line, respecting the disk's pace, and knows its digest when closed. */
export class DigestingWriter {
  private readonly stream: fs.WriteStream;
  private readonly hash = crypto.createHash('sha256');
  private bytes = 0;

  constructor(file: string) {
    this.stream = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
  }

  async writeLine(text: string): Promise<void> {
    const chunk = Buffer.from(`${text}\n`, 'utf8');
    this.hash.update(chunk);
    this.bytes += chunk.length;
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
  }

  async close(): Promise<FileDigest> {
    await new Promise<void>((resolve, reject) => this.stream.end((error?: Error | null) => (error ? reject(error) : resolve())));
    return { bytes: this.bytes, sha256: this.hash.digest('hex') };
  }

  /** Closes the file after a failure; what it held is removed with its folder. */
  abandon(): void {
    this.stream.destroy();
  }
}
