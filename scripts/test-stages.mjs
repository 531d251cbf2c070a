// The stages of `npm test`, each a command in a process group of its own with a time budget;
// two stages may run at once. Everything a stage starts carries PORTAL_TEST_RUN=<this run>.<stage>
// in its environment, so after the stage, or when it runs past its budget, or when the run is
// interrupted, whatever it left running (servers, nginx, browsers, even in process groups of
// their own) is found and ended, and nothing of another stage still running.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const MARK = 'PORTAL_TEST_RUN';
/** How long a stopped stage has to end by itself before it is killed. */
const GRACE_MS = 10_000;

export function createStageRunner(root) {
  const runId = `${process.pid}-${Date.now()}`;
  let stagesStarted = 0;
  /** The stages running now: their labels and processes. */
  const running = new Set();
  let interrupted = false;

  /** Processes of one stage (`<run>.<n>`) still alive, by the mark in their environment (Linux's /proc). */
  function marked(mark) {
    if (!fs.existsSync('/proc/self/environ')) return [];
    const pids = [];
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
      try {
        if (fs.readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0').includes(`${MARK}=${mark}`)) pids.push(Number(entry));
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

  /** Ends every process of one stage that is still alive: asked first, then killed. */
  async function sweep(mark) {
    const left = marked(mark);
    if (left.length === 0) return 0;
    for (const pid of left) signal(pid, 'SIGTERM');
    for (let waited = 0; waited < GRACE_MS && marked(mark).length > 0; waited += 250) await pause(250);
    for (const pid of marked(mark)) signal(pid, 'SIGKILL');
    return left.length;
  }

  function stop({ child }) {
    signal(-child.pid, 'SIGTERM');
    setTimeout(() => signal(-child.pid, 'SIGKILL'), GRACE_MS).unref();
  }

  for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(name, () => {
      if (interrupted) return;
      interrupted = true;
      const labels = [...running].map((stage) => `"${stage.label}"`).join(' and ');
      console.error(`\nnpm test: ${name}: stopping${labels ? ` ${labels}` : ''} and everything started`);
      for (const stage of running) stop(stage);
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
    const mark = `${runId}.${++stagesStarted}`;
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', detached: true, env: { ...process.env, ...env, [MARK]: mark } });
    const current = { label, child };
    running.add(current);
    let timedOut = false;
    const budget = setTimeout(() => {
      timedOut = true;
      console.error(`\nnpm test: "${label}" ran past its budget of ${budgetMinutes} minutes and was stopped`);
      stop(current);
    }, budgetMinutes * 60_000);
    const code = await new Promise((resolve) => {
      child.on('error', (error) => {
        console.error(`npm test: could not run ${command}: ${error.message}`);
        resolve(1);
      });
      child.on('exit', (exitCode) => resolve(exitCode ?? 1));
    });
    clearTimeout(budget);
    running.delete(current);
    const left = await sweep(mark);
    // Whatever of its group dropped the mark from its environment (nginx's workers do).
    signal(-child.pid, 'SIGKILL');
    if (left > 0) console.error(`npm test: "${label}" left ${left} process(es) running; they were ended`);
    return { ok: code === 0 && !timedOut, seconds: (Date.now() - started) / 1000, timedOut };
  }

  return { run, isInterrupted: () => interrupted };
}
