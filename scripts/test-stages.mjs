// The stages of `npm test`, each a command in a process group of its own with a time budget.
// Everything a stage starts carries PORTAL_TEST_RUN=<this run> in its environment, so after the
// stage, or when it runs past its budget, or when the run is interrupted, whatever it left
// running (servers, nginx, browsers, even in process groups of their own) is found and ended.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const MARK = 'PORTAL_TEST_RUN';
/** How long a stopped stage has to end by itself before it is killed. */
const GRACE_MS = 10_000;

export function createStageRunner(root) {
  const runId = `${process.pid}-${Date.now()}`;
  let current = null;
  let interrupted = false;

  /** Processes of this run still alive, by the mark in their environment (Linux's /proc). */
  function marked() {
    if (!fs.existsSync('/proc/self/environ')) return [];
    const pids = [];
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
      try {
        if (fs.readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0').includes(`${MARK}=${runId}`)) pids.push(Number(entry));
      } catch {
        // Gone meanwhile, or not ours to read.
      }
    }
    return pids;
  }

  const signal = (pid, name) => {
    try {
      process.kill(pid, name);
    } catch {
      // Already gone.
    }
  };
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Ends every process of this run that is still alive: asked first, then killed. */
  async function sweep() {
    const left = marked();
    if (left.length === 0) return 0;
    for (const pid of left) signal(pid, 'SIGTERM');
    for (let waited = 0; waited < GRACE_MS && marked().length > 0; waited += 250) await pause(250);
    for (const pid of marked()) signal(pid, 'SIGKILL');
    return left.length;
  }

  function stopCurrent() {
    if (!current) return;
    const { child } = current;
    signal(-child.pid, 'SIGTERM');
    setTimeout(() => signal(-child.pid, 'SIGKILL'), GRACE_MS).unref();
  }

  for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(name, () => {
      if (interrupted) return;
      interrupted = true;
      console.error(`\nnpm test: ${name}: stopping${current ? ` "${current.label}"` : ''} and everything it started`);
      stopCurrent();
    });
  }

  /**
   * Runs one stage to its end; answers { ok, seconds, timedOut }. A stage past `budgetMinutes`
   * is stopped with one line naming it.
   */
  async function run(label, command, args, { env = {}, budgetMinutes }) {
    if (interrupted) return { ok: false, seconds: 0, timedOut: false };
    console.log(`\n=== ${label} ===`);
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', detached: true, env: { ...process.env, ...env, [MARK]: runId } });
    current = { label, child };
    let timedOut = false;
    const budget = setTimeout(() => {
      timedOut = true;
      console.error(`\nnpm test: "${label}" ran past its budget of ${budgetMinutes} minutes and was stopped`);
      stopCurrent();
    }, budgetMinutes * 60_000);
    const code = await new Promise((resolve) => {
      child.on('error', (error) => {
        console.error(`npm test: could not run ${command}: ${error.message}`);
        resolve(1);
      });
      child.on('exit', (exitCode) => resolve(exitCode ?? 1));
    });
    clearTimeout(budget);
    current = null;
    const left = await sweep();
    // Whatever of its group dropped the mark from its environment (nginx's workers do).
    signal(-child.pid, 'SIGKILL');
    if (left > 0) console.error(`npm test: "${label}" left ${left} process(es) running; they were ended`);
    return { ok: code === 0 && !timedOut, seconds: (Date.now() - started) / 1000, timedOut };
  }

  return { run, sweep, isInterrupted: () => interrupted };
}
