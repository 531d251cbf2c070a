// `npm run audit`: `npm audit --audit-level=high` for the installed dependencies. A high or
// critical advisory fails the run. A registry without the audit service (some mirrors answer
// 405) cannot say either way: that is printed as one loud line and does not fail the run, since
// no change in this repository can make it answer.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npm', ['audit', '--audit-level=high', '--json'], { encoding: 'utf8' });
let report = null;
try {
  report = JSON.parse(result.stdout);
} catch {
  report = null;
}
const unavailable = !report?.metadata && /audit endpoint returned an error|E405|ENOAUDIT/.test(`${result.stdout}${result.stderr}`);
if (unavailable) {
  console.warn('npm audit: NOT CHECKED: the registry does not offer the audit service (it answered with an error, e.g. 405)');
  process.exit(0);
}
if (!report?.metadata) {
  console.error(`npm audit: no report (exit ${result.status}): ${result.stderr.trim().split('\n').at(-1)}`);
  process.exit(1);
}
const { high = 0, critical = 0, moderate = 0, low = 0 } = report.metadata.vulnerabilities ?? {};
console.log(`npm audit: ${critical} critical, ${high} high, ${moderate} moderate, ${low} low`);
process.exit(high + critical > 0 ? 1 : 0);
