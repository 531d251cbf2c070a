// A stand-in for `npm test` in tests/tooling/test-stages.test.ts: runs one stage with the stage
// runner and prints its result as JSON. The stage starts a server that would outlive it (in a
// process group of its own, as Playwright starts its web servers and browsers), writes that
// server's pid and its own to PID_FILE, and then exits or runs on, as told.
import fs from 'node:fs';
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
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
if (behaviour === 'beside') {
  // A stage that holds its server until told, and a short stage that ends beside it: ending the
  // short one must leave the other's server running.
  const release = `${pidFile}.release`;
  const holding = `
    const { spawn } = require('node:child_process');
    const fs = require('node:fs');
    const server = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { detached: true, stdio: 'ignore' });
    server.unref();
    fs.writeFileSync(${JSON.stringify(`${pidFile}.held`)}, JSON.stringify([process.pid, server.pid]));
    setInterval(() => fs.existsSync(${JSON.stringify(release)}) && process.exit(0), 20);
  `;
  const long = runner.run('holding', process.execPath, ['-e', holding], { budgetMinutes: Number(budgetMinutes) });
  while (!fs.existsSync(`${pidFile}.held`)) await new Promise((resolve) => setTimeout(resolve, 20));
  const held = JSON.parse(fs.readFileSync(`${pidFile}.held`, 'utf8'));
  await runner.run('beside', process.execPath, ['-e', 'process.exit(0)'], { budgetMinutes: Number(budgetMinutes) });
  const besideLeftItRunning = held.every(alive);
  fs.writeFileSync(release, '');
  const result = await long;
  fs.writeFileSync(pidFile, JSON.stringify(held));
  console.log(JSON.stringify({ ...result, besideLeftItRunning, interrupted: runner.isInterrupted() }));
} else {
  const result = await runner.run('scenario', process.execPath, ['-e', stage], { budgetMinutes: Number(budgetMinutes) });
  console.log(JSON.stringify({ ...result, interrupted: runner.isInterrupted() }));
}
