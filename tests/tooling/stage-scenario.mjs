// A stand-in for `npm test` in tests/tooling/test-stages.test.ts: runs one stage with the stage
// runner and prints its result as JSON. The stage starts a server that would outlive it (in a
// process group of its own, as Playwright starts its web servers and browsers), writes that
// server's pid and its own to PID_FILE, and then exits or runs on, as told.
import path from 'node:path';

const [root, pidFile, behaviour, budgetMinutes] = process.argv.slice(2);
const { createStageRunner } = await import(path.join(root, 'scripts/test-stages.mjs'));
const stage = `
  const { spawn } = require('node:child_process');
  const server = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { detached: true, stdio: 'ignore' });
  server.unref();
  require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, JSON.stringify([process.pid, server.pid]));
  if (${JSON.stringify(behaviour)} === 'hang') setInterval(() => {}, 1000);
  else process.exit(${JSON.stringify(behaviour)} === 'fail' ? 1 : 0);
`;
const runner = createStageRunner(root);
const result = await runner.run('scenario', process.execPath, ['-e', stage], { budgetMinutes: Number(budgetMinutes) });
console.log(JSON.stringify({ ...result, interrupted: runner.isInterrupted() }));
