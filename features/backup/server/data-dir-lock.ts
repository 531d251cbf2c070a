import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { BackupError } from './backup-manifest';

/**
 * The embedded database (PGlite) is one process's: two processes opening its folder would corrupt
 * it. Whoever opens it (the portal, or a backup or restore while the portal is stopped) first
 * listens on this socket in DATA_DIR; a second comer finds it answering and stays away. The
 * running portal answers backups on it, so `npm run backup` works while the portal runs. Only the
 * data directory's owner can reach it.
 */
export const CONTROL_SOCKET = 'portal.sock';

/** What the holder answers at `GET /holder`: who it is, for the other's message. */
const HOLDER_PATH = '/holder';

/** Another process has the embedded database open. */
export class DataDirInUseError extends BackupError {
  override readonly name = 'DataDirInUseError';
}

/** By name: the server's bundles may each hold their own copy of the class. */
export const isDataDirInUse = (error: unknown): error is DataDirInUseError => error instanceof Error && error.name === 'DataDirInUseError';

export const controlSocketOf = (dataDir: string) => path.join(dataDir, CONTROL_SOCKET);

export interface DataDirHold {
  release(): Promise<void>;
}

/**
 * Takes DATA_DIR for this process, as `holder` ("the portal (pid 12)"), answering other requests
 * with `handler`; refuses, naming the holder, when another process has it.
 */
export async function holdDataDir(dataDir: string, holder: string, handler?: http.RequestListener): Promise<DataDirHold> {
  await fs.promises.mkdir(dataDir, { recursive: true });
  const socket = controlSocketOf(dataDir);
  const server = http.createServer((req, res) => {
    if (req.url === HOLDER_PATH) res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(holder);
    else if (handler) handler(req, res);
    else res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end(`DATA_DIR is in use by ${holder}`);
  });
  for (let attempt = 0; ; attempt++) {
    try {
      await new Promise<void>((resolve, reject) => server.once('error', reject).listen(socket, () => resolve()));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt > 0) throw error;
      const other = await askHolder(socket);
      if (other !== null) throw new DataDirInUseError(`DATA_DIR ${dataDir} is in use by ${other}`);
      // Left by a process that ended without closing it.
      await fs.promises.rm(socket, { force: true });
    }
  }
  await fs.promises.chmod(socket, 0o600);
  // A process that exits while holding it (a stopped portal) leaves no socket file behind.
  const removeOnExit = () => fs.rmSync(socket, { force: true });
  process.once('exit', removeOnExit);
  return {
    release: () =>
      new Promise<void>((resolve) => {
        process.off('exit', removeOnExit);
        server.close(() => resolve());
      }),
  };
}

/** Who holds the socket, or null when nobody answers there. */
async function askHolder(socket: string): Promise<string | null> {
  try {
    const answer = await requestOverSocket(socket, HOLDER_PATH);
    return await text(answer);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ECONNREFUSED' || code === 'ENOENT') return null;
    throw error;
  }
}

/** A GET on the control socket; rejects with ENOENT or ECONNREFUSED when nothing listens there. */
export function requestOverSocket(socket: string, requestPath: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http.get({ socketPath: socket, path: requestPath }, resolve).on('error', reject);
  });
}

export async function text(answer: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of answer) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
