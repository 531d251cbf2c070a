import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** The storage settings a command runs with (the portal's DATA_DIR, DATABASE_URL, UPLOAD_DIR). */
export type Storage = { DATA_DIR: string; DATABASE_URL?: string; UPLOAD_DIR?: string };

/** A command's settings: the storage ones and any other (ADMIN_PASSWORD, …). */
export type Settings = Storage & Record<string, string | undefined>;

/** `npm run <script> -- <args>` as a person in `cwd` types it, with the portal's settings and `input` piped in. */
export async function npmRun(script: string, args: string[], settings: Settings, cwd: string, input = ''): Promise<Outcome> {
  const env = { ...process.env, DATABASE_URL: '', UPLOAD_DIR: '', ...settings };
  try {
    const running = run('npm', ['--prefix', process.cwd(), 'run', '-s', script, '--', ...args], {
      cwd,
      env,
      // Past any suite's own time limit: the suite, not this, decides how long a command may take.
      timeout: 290_000,
    });
    // A command that reads its input finds it ended, never waiting for more.
    running.child.stdin?.end(input);
    const { stdout, stderr } = await running;
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout: string; stderr: string };
    return { code: failed.code ?? -1, stdout: failed.stdout, stderr: failed.stderr };
  }
}
