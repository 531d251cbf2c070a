import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `npm test` leaves nothing running (scripts/test-stages.mjs): whether a stage ends, fails, runs
 * past its budget or the run is interrupted, the servers and browsers it started are ended, also
 * those in process groups of their own.
 */
const root = path.resolve(__dirname, '../..');
/** Whether a process runs: a zombie (ended, not yet reaped by whoever adopted it) does not. */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

async function waitFor<T>(probe: () => T | null, what: string): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const found = probe();
    if (found !== null) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not happen within 60 s`);
}

/** Runs the scenario; `interrupt` sends SIGINT once the stage's server runs. Answers its result and the stage's pids. */
async function scenario(behaviour: 'pass' | 'fail' | 'hang' | 'beside', budgetMinutes: number, interrupt = false) {
  const pidFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'stage-scenario-')), 'pids.json');
  const runner = spawn(process.execPath, [path.join(__dirname, 'stage-scenario.mjs'), root, pidFile, behaviour, String(budgetMinutes)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  runner.stdout.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => runner.on('exit', resolve));
  const pids = await waitFor(
    () => (fs.existsSync(pidFile) && fs.statSync(pidFile).size > 0 ? (JSON.parse(fs.readFileSync(pidFile, 'utf8')) as number[]) : null),
    'the stage start',
  );
  if (interrupt) runner.kill('SIGINT');
  await exited;
  fs.rmSync(path.dirname(pidFile), { recursive: true, force: true });
  return { result: JSON.parse(output.trim().split('\n').at(-1)!), pids };
}

const linux = fs.existsSync('/proc/self/environ');

(linux ? describe : describe.skip)('the stages of npm test', () => {
  test('a stage that ends leaves no server of its own running', async () => {
    const { result, pids } = await scenario('pass', 5);
    expect(result).toMatchObject({ ok: true, timedOut: false, interrupted: false });
    expect(pids.filter(alive)).toEqual([]);
  });

  test('a stage that fails leaves nothing running', async () => {
    const { result, pids } = await scenario('fail', 5);
    expect(result).toMatchObject({ ok: false, timedOut: false });
    expect(pids.filter(alive)).toEqual([]);
  });

  test('a stage past its budget is stopped, and everything it started with it', async () => {
    const { result, pids } = await scenario('hang', 0.05);
    expect(result).toMatchObject({ ok: false, timedOut: true });
    expect(pids.filter(alive)).toEqual([]);
  });

  test('a stage that ends beside another leaves the other running, and that one leaves nothing when it ends', async () => {
    const { result, pids } = await scenario('beside', 5);
    expect(result).toMatchObject({ ok: true, besideLeftItRunning: true });
    expect(pids.filter(alive)).toEqual([]);
  });

  test('an interrupted run (Ctrl-C) stops the stage and everything it started', async () => {
    const { result, pids } = await scenario('hang', 5, true);
    expect(result).toMatchObject({ ok: false, interrupted: true });
    expect(pids.filter(alive)).toEqual([]);
  });
});
