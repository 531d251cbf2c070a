import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '@/lib/backend/db/client';
import { isUniqueViolation } from '@/lib/backend/db/errors';
import { sysDept, sysUser } from '@/lib/backend/db/schema';
import { ADMIN_USER_ID } from '@/lib/security/built-in';
import { ServiceError } from '@/lib/backend/http/errors';
import type { LoginUser } from '@/lib/security/caller';
import { hashPassword, passwordProblem } from '@/features/auth/server';
import { revokeUserSessions } from '@/lib/security/sessions';
import { CONFIG_KEYS, getConfigValue } from '@/features/system/config/server';
import { DEPT_OUT_OF_SCOPE_MSG, deptScopeOf, USER_OUT_OF_SCOPE_MSG, userScopeOf } from '@/lib/security/data-scope';
import { OUTRANKING_USER_MSG, outrankingUsers } from '@/lib/security/grant-guard';
import { DEPT_REQUIRED_MSG, lockUsers, SUPER_ADMIN_USER_MSG } from './user-checks';
import { endPhoneTrust, keptSessionOf, PHONE_CHANGE_MSG, phoneLockedUsers } from './user-phone-change';
import { parseImportRow, type ImportRow, type SheetRow } from './user-import-rows';
import { escapeMarkup } from '@/lib/text/escape-markup';

const PERMISSION = 'system:user:import';
/** A failure report lists this many rows; the count in its first line covers them all. */
const MAX_LISTED_FAILURES = 100;
/** Rows per INSERT: well under PostgreSQL's limit on bound parameters. */
const INSERT_BATCH = 500;

type ExistingUser = Pick<typeof sysUser.$inferSelect, 'userId' | 'userName' | 'phonenumber' | 'email'>;

/** A row that passed: it adds a user, or (with updateSupport) updates the one with its sign-in name. */
interface PlannedRow {
  row: ImportRow;
  existing: ExistingUser | undefined;
}

/** Marks rows repeating an earlier row's value in one column. */
function flagRepeats(rows: ImportRow[], column: 'userName' | 'phonenumber' | 'email', label: string): void {
  const first = new Map<string, number>();
  for (const row of rows) {
    const value = row[column];
    if (value === '') continue;
    const earlier = first.get(value);
    if (earlier === undefined) first.set(value, row.rowNumber);
    else row.problems.push(`${label}${value}与第${earlier}行重复`);
  }
}

/** Present users holding any of the values in one column, with the columns the checks need. */
async function usersWith(db: Executor, condition: SQL | undefined): Promise<ExistingUser[]> {
  if (!condition) return [];
  return db
    .select({ userId: sysUser.userId, userName: sysUser.userName, phonenumber: sysUser.phonenumber, email: sysUser.email })
    .from(sysUser)
    .where(and(condition, eq(sysUser.delFlag, '0')));
}

const valuesOf = (rows: ImportRow[], column: 'userName' | 'phonenumber' | 'email') => [
  ...new Set(rows.map((row) => row[column]).filter((value) => value !== '')),
];

/**
 * Checks every row against the database, inside the import's transaction: a sign-in name that
 * exists is refused, or with `updateSupport` updates that user (never user 1, only within the
 * caller's scope, a new mobile number only with the reset permission); mobile numbers and emails
 * must not belong to another user; a new user's department must exist and lie within the
 * caller's scope, and only callers who see every user may leave it empty. Users to update are
 * locked and departments share-locked until the rows are written, so what was checked still
 * holds then. Problems are added to the rows.
 */
async function planRows(tx: Executor, caller: LoginUser, rows: ImportRow[], updateSupport: boolean): Promise<PlannedRow[]> {
  const names = valuesOf(rows, 'userName');
  const phones = valuesOf(rows, 'phonenumber');
  const emails = valuesOf(rows, 'email');
  const named = await usersWith(tx, names.length ? or(inArray(sysUser.userName, names), inArray(sysUser.phonenumber, names)) : undefined);
  const byName = new Map<string, ExistingUser>(named.map((user) => [user.userName, user]));
  const phoneOwners = new Map(named.map((user) => [user.phonenumber, user]));
  const updatedIds = updateSupport ? [...new Set(rows.flatMap((row) => byName.get(row.userName)?.userId ?? []))] : [];
  if (updatedIds.length) for (const user of await lockUsers(tx, updatedIds)) byName.set(user.userName, user);
  const byPhone = new Map(
    (await usersWith(tx, phones.length ? inArray(sysUser.phonenumber, phones) : undefined)).map((user) => [user.phonenumber, user]),
  );
  const byEmail = new Map(
    (await usersWith(tx, emails.length ? inArray(sysUser.email, emails) : undefined)).map((user) => [user.email, user]),
  );

  const userScope = await userScopeOf(tx, caller, PERMISSION);
  const visibleUsers = new Set(
    updatedIds.length && userScope
      ? (
          await tx
            .select({ userId: sysUser.userId })
            .from(sysUser)
            .where(and(inArray(sysUser.userId, updatedIds), userScope))
        ).map((user) => user.userId)
      : updatedIds,
  );
  const outranking = await outrankingUsers(tx, caller, [...visibleUsers]);
  const newPhone = (row: ImportRow, existing: ExistingUser) => row.phonenumber !== '' && row.phonenumber !== existing.phonenumber;
  const phoneLocked = await phoneLockedUsers(
    tx,
    caller,
    rows.flatMap((row) => {
      const existing = byName.get(row.userName);
      return existing && updateSupport && newPhone(row, existing) ? [existing.userId] : [];
    }),
  );

  const deptIds = [...new Set(rows.map((row) => row.deptId).filter((deptId) => deptId !== null))];
  const presentDepts = deptIds.length
    ? (
        await tx
          .select({ deptId: sysDept.deptId })
          .from(sysDept)
          .where(and(inArray(sysDept.deptId, deptIds), eq(sysDept.delFlag, '0')))
          .for('share')
      ).map((dept) => dept.deptId)
    : [];
  const deptScope = await deptScopeOf(tx, caller, PERMISSION);
  const visibleDepts = new Set(
    presentDepts.length && deptScope
      ? (
          await tx
            .select({ deptId: sysDept.deptId })
            .from(sysDept)
            .where(and(inArray(sysDept.deptId, presentDepts), deptScope))
        ).map((dept) => dept.deptId)
      : presentDepts,
  );

  return rows.map((row) => {
    const existing = byName.get(row.userName);
    const problem = (message: string) => row.problems.push(message);
    if (existing && !updateSupport) problem(`登录名称${row.userName}已存在`);
    else if (existing && existing.userId === ADMIN_USER_ID) problem(SUPER_ADMIN_USER_MSG);
    else if (existing && !visibleUsers.has(existing.userId)) problem(USER_OUT_OF_SCOPE_MSG);
    else if (existing && outranking.has(existing.userId)) problem(OUTRANKING_USER_MSG);
    else if (existing && phoneLocked.has(existing.userId)) problem(PHONE_CHANGE_MSG);
    else if (!existing && phoneOwners.has(row.userName)) problem(`登录名称${row.userName}与其他用户的手机号码相同`);
    const self = existing?.userId;
    const phoneOwner = byPhone.get(row.phonenumber);
    if (phoneOwner && phoneOwner.userId !== self) problem(`手机号码${row.phonenumber}已存在`);
    const emailOwner = byEmail.get(row.email);
    if (emailOwner && emailOwner.userId !== self) problem(`用户邮箱${row.email}已存在`);
    if (!existing && row.deptId === null && userScope) problem(DEPT_REQUIRED_MSG);
    if (!existing && row.deptId !== null) {
      if (!presentDepts.includes(row.deptId)) problem(`部门编号${row.deptId}不存在`);
      else if (!visibleDepts.has(row.deptId)) problem(DEPT_OUT_OF_SCOPE_MSG);
    }
    return { row, existing };
  });
}

function failureReport(failed: ImportRow[]): string {
  const listed = failed
    .slice(0, MAX_LISTED_FAILURES)
    .map((row, i) => `<br/>${i + 1}、${escapeMarkup(`第${row.rowNumber}行：${row.problems.join('；')}`)}`);
  const more = failed.length > MAX_LISTED_FAILURES ? `<br/>……其余 ${failed.length - MAX_LISTED_FAILURES} 条未列出` : '';
  return `很抱歉，导入失败！共 ${failed.length} 条数据格式不正确，错误如下：${listed.join('')}${more}`;
}

function successReport(planned: PlannedRow[]): string {
  const lines = planned.map(
    ({ row, existing }, i) => `<br/>${i + 1}、账号 ${escapeMarkup(row.userName)} ${existing ? '更新' : '导入'}成功`,
  );
  return `恭喜您，数据已全部导入成功！共 ${planned.length} 条，数据如下：${lines.join('')}`;
}

/** The initial password of imported users (config `sys.user.initPassword`), which must itself pass the policy; hashed once for the whole import. */
async function initialPasswordHash(db: Executor): Promise<string> {
  const password = await getConfigValue(db, CONFIG_KEYS.initPassword);
  const problem = passwordProblem(password, await getConfigValue(db, CONFIG_KEYS.chrtype));
  if (problem) throw new ServiceError(`初始密码不符合密码规则（${problem}），请先在参数设置中修改 ${CONFIG_KEYS.initPassword}`);
  return hashPassword(password);
}

async function writeRows(tx: Executor, caller: LoginUser, planned: PlannedRow[], passwordHash: string | null): Promise<void> {
  const inserts = planned
    .filter((plan) => !plan.existing)
    .map(({ row }) => ({
      deptId: row.deptId,
      userName: row.userName,
      nickName: row.nickName,
      email: row.email,
      phonenumber: row.phonenumber,
      sex: row.sex,
      status: row.status,
      password: passwordHash!,
      createBy: caller.userName,
    }));
  for (let i = 0; i < inserts.length; i += INSERT_BATCH) await tx.insert(sysUser).values(inserts.slice(i, i + INSERT_BATCH));
  for (const { row, existing } of planned) {
    if (!existing) continue;
    // Empty cells keep what the user has; the department is never changed by an import.
    const updated = await tx
      .update(sysUser)
      .set({
        nickName: row.nickName,
        ...(row.email ? { email: row.email } : {}),
        ...(row.phonenumber ? { phonenumber: row.phonenumber } : {}),
        ...(row.sex ? { sex: row.sex } : {}),
        ...(row.status ? { status: row.status } : {}),
        updateBy: caller.userName,
        updateTime: new Date(),
      })
      .where(and(eq(sysUser.userId, existing.userId), eq(sysUser.delFlag, '0')))
      .returning({ userId: sysUser.userId });
    if (updated.length !== 1) throw new ServiceError(`很抱歉，导入失败！用户${escapeMarkup(row.userName)}已不存在，请重新导入`);
    if (row.phonenumber && row.phonenumber !== existing.phonenumber)
      await endPhoneTrust(tx, existing.userId, keptSessionOf(caller, existing.userId));
    if (row.status === '1') await revokeUserSessions(tx, existing.userId);
  }
}

/**
 * `POST /system/user/importData`: all or nothing, in one transaction. Every row is checked
 * first; if any fails, nothing is written and the answer lists the failing rows by Excel row
 * number. Otherwise all rows are written. Answers the report the screen shows (HTML, with every
 * text from the file escaped).
 */
export async function importUsers(db: Database, caller: LoginUser, sheetRows: SheetRow[], updateSupport: boolean): Promise<string> {
  const rows = sheetRows.map(parseImportRow);
  flagRepeats(rows, 'userName', '登录名称');
  flagRepeats(rows, 'phonenumber', '手机号码');
  flagRepeats(rows, 'email', '用户邮箱');
  try {
    return await db.transaction(async (tx) => {
      const planned = await planRows(tx, caller, rows, updateSupport);
      const failed = rows.filter((row) => row.problems.length > 0);
      if (failed.length > 0) throw new ServiceError(failureReport(failed));
      const passwordHash = planned.some((plan) => !plan.existing) ? await initialPasswordHash(tx) : null;
      await writeRows(tx, caller, planned, passwordHash);
      return successReport(planned);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ServiceError('很抱歉，导入失败！导入期间登录名称、手机号码或邮箱已被其他操作占用，请重新导入');
    throw error;
  }
}
