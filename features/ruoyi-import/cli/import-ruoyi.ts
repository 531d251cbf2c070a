/**
 * `npm run import:ruoyi -- --from mysql://USER:PASS@HOST:PORT/DB [--dry-run] [--with-logs]
 * [--timezone +08:00]`: moves a RuoYi-Vue database into this portal's (DATA_DIR's embedded one, or
 * DATABASE_URL), migrated and seeded first as a start would. All of it is read before anything is
 * written, and written in one transaction; docs/ruoyi-import.md says what comes over and how.
 */
import { parseArgs } from 'node:util';
import { serverSeeds, serverTasks } from '@/root/server-modules';
import { holdDataDir } from '@/features/backup/server';
import { runCommand } from '@/lib/cli/run-command';
import { loadSeedConfig, loadStorageConfig } from '@/lib/config';
import { embeddedDatabaseExists, openTarget } from '../server/import-target';
import { ImportError } from '../server/import-error';
import { importRuoyi } from '../server/import-ruoyi';
import { readSource } from '../server/source';

const USAGE = [
  'Usage: npm run import:ruoyi -- --from mysql://USER:PASS@HOST:PORT/DATABASE [--dry-run] [--with-logs] [--timezone +08:00]',
  '  --dry-run     read and match everything, print the report, write nothing',
  '  --with-logs   also import the operation and sign-in logs (sys_oper_log, sys_logininfor)',
  "  --timezone    the offset RuoYi's times were written in (default +08:00, RuoYi's serverTimezone=GMT+8)",
].join('\n');

/** The command line, or null for one that is not this command's (the usage is printed). */
function commandLine() {
  try {
    return parseArgs({
      options: {
        from: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        'with-logs': { type: 'boolean', default: false },
        timezone: { type: 'string', default: '+08:00' },
      },
    }).values;
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) return null;
    throw error;
  }
}

void runCommand(USAGE, async () => {
  const values = commandLine();
  if (!values?.from) return null;
  if (!/^[+-]\d\d:\d\d$/.test(values.timezone))
    throw new ImportError(`--timezone must be an offset such as +08:00 or -05:00, got ${JSON.stringify(values.timezone)}`);
  const dryRun = values['dry-run'];
  const source = await readSource({ from: values.from, withLogs: values['with-logs'], timezone: values.timezone });
  const storage = loadStorageConfig();
  // The embedded database is one process's at a time: the portal must be stopped. A dry run into
  // a DATA_DIR without a database touches nothing there.
  const holding = !storage.databaseUrl && (!dryRun || embeddedDatabaseExists(storage));
  const hold = holding ? await holdDataDir(storage.dataDir, `an import (pid ${process.pid})`) : null;
  try {
    const target = await openTarget(storage, loadSeedConfig(), dryRun, await serverSeeds());
    try {
      const report = await importRuoyi(target.handle.db, source, { dryRun, tasks: await serverTasks() });
      const into = dryRun ? `${target.label} (dry run: nothing was written)` : target.label;
      return report.format(`Import from ${source.label} into ${into}`);
    } finally {
      await target.handle.close();
    }
  } finally {
    await hold?.release();
  }
});
