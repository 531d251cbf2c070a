import readline from 'node:readline';
import { CommandError } from './run-command';

const ENTER = new Set(['\r', '\n']);
const ERASE = new Set(['\u007f', '\b']);
const INTERRUPT = '\u0003';
const END_OF_INPUT = '\u0004';

/** What the person typed, without echoing it: the terminal in raw mode, read key by key. */
function typedQuietly(prompt: string, input: NodeJS.ReadStream, output: NodeJS.WriteStream): Promise<string> {
  output.write(prompt);
  input.setRawMode(true);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (outcome: () => void) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      outcome();
    };
    const onData = (keys: string) => {
      for (const key of keys) {
        if (key === INTERRUPT) return done(() => reject(new CommandError('Interrupted: nothing was changed.')));
        if (ENTER.has(key) || key === END_OF_INPUT) return done(() => resolve(typed));
        if (ERASE.has(key)) typed = typed.slice(0, -1);
        else typed += key;
      }
    };
    input.on('data', onData);
  });
}

/** The first line piped in (`echo … | npm run …`, a file, a secret store), or '' when there is none. */
async function firstLine(input: NodeJS.ReadableStream): Promise<string> {
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of lines) return line;
    return '';
  } finally {
    lines.close();
  }
}

/**
 * A secret for a command: typed at the terminal without echo, or read from what is piped in.
 * Never taken from the command line, which every account on the machine sees in `ps`. `confirm`
 * asks a second time at a terminal, and answers null when the two differ.
 */
export async function readSecret(
  prompt: string,
  {
    confirm,
    input = process.stdin,
    output = process.stderr,
  }: { confirm?: string; input?: NodeJS.ReadStream; output?: NodeJS.WriteStream } = {},
): Promise<string | null> {
  if (!input.isTTY) return firstLine(input);
  const first = await typedQuietly(prompt, input, output);
  if (!confirm) return first;
  return (await typedQuietly(confirm, input, output)) === first ? first : null;
}
