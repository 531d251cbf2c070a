import path from 'node:path';
import { GROUP_AND_OTHERS } from '@/lib/backend/storage/private-storage';
import { ConfigError } from '@/lib/config-error';

/** A refusal the person running a command can act on: its message is the whole story, without a stack. */
export class CommandError extends Error {}

/** A file named on the command line: npm runs scripts in the project folder, INIT_CWD is where the person was. */
export const givenPath = (name: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), name);

/**
 * Runs a command's work: what the person running it can act on (a setting, a refusal) is one line
 * on stderr and exit code 1, a wrong command line is the usage and exit code 2; anything else is
 * a bug and keeps its stack.
 */
export async function runCommand(usage: string, work: () => Promise<string | null>): Promise<void> {
  // What a command writes (a backup, a restored database and uploads) is readable by its own account only.
  process.umask(GROUP_AND_OTHERS);
  try {
    const done = await work();
    if (done === null) {
      console.error(usage);
      process.exitCode = 2;
    } else {
      console.log(done);
    }
  } catch (error) {
    if (!(error instanceof CommandError || error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
