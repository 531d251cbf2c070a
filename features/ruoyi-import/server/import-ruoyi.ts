import type { Database } from '@/lib/backend/db/client';
import type { TaskRegistry } from '@/lib/backend/scheduler/task-types';
import { ImportMap } from './import-map';
import { ImportReport } from './import-report';
import { ImportContext } from './row-sync';
import type { SourceData } from './source';
import { importDepartments, importPosts } from './tables/departments-and-posts';
import { importLinks } from './tables/links';
import { importLog } from './tables/logs';
import { importMenus } from './tables/menus';
import { importNotices, importJobs } from './tables/notices-and-jobs';
import { importRoles } from './tables/roles';
import { importDictionaries, importConfig } from './tables/settings';
import { importUsers } from './tables/users';

/** Thrown inside the transaction of a dry run, so everything it wrote is rolled back. */
class DryRun extends Error {}

/**
 * Imports a RuoYi database read by `readSource` into the portal's, in one transaction: each table
 * after the ones its rows refer to. With `dryRun` the transaction is rolled back; the report is
 * the one a real run would give.
 */
export async function importRuoyi(
  db: Database,
  source: SourceData,
  options: { dryRun: boolean; tasks: TaskRegistry },
): Promise<ImportReport> {
  const report = new ImportReport();
  const { rows } = source;
  report.expect(source.read);
  try {
    await db.transaction(async (tx) => {
      const ctx = new ImportContext(tx, await ImportMap.load(tx), report, new Date(), options.tasks);
      await importDepartments(ctx, rows.sys_dept);
      await importPosts(ctx, rows.sys_post);
      await importRoles(ctx, rows.sys_role);
      await importMenus(ctx, rows.sys_menu);
      await importLinks(ctx, 'sys_role_menu', rows.sys_role_menu);
      await importLinks(ctx, 'sys_role_dept', rows.sys_role_dept);
      await importUsers(ctx, rows.sys_user);
      await importLinks(ctx, 'sys_user_role', rows.sys_user_role);
      await importLinks(ctx, 'sys_user_post', rows.sys_user_post);
      await importDictionaries(ctx, rows.sys_dict_type, rows.sys_dict_data);
      await importConfig(ctx, rows.sys_config);
      await importNotices(ctx, rows.sys_notice, rows.sys_notice_read);
      await importJobs(ctx, rows.sys_job);
      if (rows.sys_oper_log.length) await importLog(ctx, 'sys_oper_log', rows.sys_oper_log);
      if (rows.sys_logininfor.length) await importLog(ctx, 'sys_logininfor', rows.sys_logininfor);
      await ctx.map.save(tx);
      if (options.dryRun) throw new DryRun();
    });
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
  }
  for (const { table, rows: count, why } of source.leftBehind)
    report.note(`${table}: ${count} ${count === 1 ? 'row' : 'rows'} not imported: ${why}`);
  if (source.absent.length)
    report.note(`not in this RuoYi database (an older release), read as empty or default: ${source.absent.join(', ')}`);
  return report;
}
