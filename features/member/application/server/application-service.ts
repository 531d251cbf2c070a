import { and, desc, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { BackendDeps } from '@/lib/backend/deps';
import type { Executor } from '@/lib/backend/db/client';
import { bllSignMember, bllSignOrg, bllSignPayment } from '@/features/member/tables';
import { ServiceError } from '@/lib/backend/http/errors';
import { wireRow } from '@/lib/backend/http/wire';
import { chinaToday } from '@/lib/format/date-time';
import type { LoginUser } from '@/lib/security/caller';
import { fileNamesOf, requireOwnFiles } from '@/features/files/server';
import { getConfigValue } from '@/features/system/config/server';
import { isDictValue } from '@/features/system/dict/server';
import { MEMBER_CONFIG_KEYS } from '@/features/member/server/seed';
import { DICT_TYPES, APPLICATION_STATUS, type ApplicationType } from '@/lib/rules/member-rules';
import type { z } from 'zod';
import {
  APPLICATION_ACTIONS,
  type memberApplicationSchema,
  type MyApplication,
  type orgApplicationSchema,
  type paymentSchema,
} from '../contract';
import { recordStep } from './application-log';

export const APPLICATION_OPEN_MSG = '您已有一份入会申请正在办理中，请勿重复提交';
export const ALREADY_MEMBER_MSG = '您已是本会会员，无需重复申请';
export const NOT_APPROVED_MSG = '入会申请尚未审核通过，不能提交缴费信息';
export const APPLICATION_NOT_FOUND_MSG = '入会申请不存在';
export const FEE_PAID_MSG = '会费已缴纳，无需重复缴费';

export type MemberApplicationInput = z.infer<typeof memberApplicationSchema>;
export type OrgApplicationInput = z.infer<typeof orgApplicationSchema>;
export type PaymentInput = z.infer<typeof paymentSchema>;

/** The table holding each type of application. */
export const APPLICATION_TABLES = { member: bllSignMember, org: bllSignOrg } as const;
type MemberRow = typeof bllSignMember.$inferSelect;
type OrgRow = typeof bllSignOrg.$inferSelect;
type ApplicationRow = MemberRow | OrgRow;

/** Statuses of an application still in progress; a rejected one is closed and a new one may follow. */
const IN_PROGRESS = [APPLICATION_STATUS.submitted, APPLICATION_STATUS.approved, APPLICATION_STATUS.paymentSubmitted];

/** A paid application makes a member until `validUntil` (inclusive). */
function paidAndValid(table: typeof bllSignMember | typeof bllSignOrg, today: string): SQL {
  return and(eq(table.status, APPLICATION_STATUS.paid), gte(table.validUntil, today))!;
}

async function latestOf(db: Executor, userId: number): Promise<{ type: ApplicationType; application: ApplicationRow } | null> {
  const [member] = await db.select().from(bllSignMember).where(eq(bllSignMember.userId, userId)).orderBy(desc(bllSignMember.id)).limit(1);
  const [org] = await db.select().from(bllSignOrg).where(eq(bllSignOrg.userId, userId)).orderBy(desc(bllSignOrg.id)).limit(1);
  if (!member && !org) return null;
  if (member && (!org || member.createTime >= org.createTime)) return { type: 'member', application: member };
  return { type: 'org', application: org! };
}

/** Whether the user holds a paid membership that has not run out: `getInfo`'s `isMember`. */
export async function isMember(db: Executor, userId: number): Promise<boolean> {
  const today = chinaToday();
  for (const table of [bllSignMember, bllSignOrg]) {
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.userId, userId), paidAndValid(table, today)))
      .limit(1);
    if (row) return true;
  }
  return false;
}

/** One application per person at a time: refuses while another is in progress or a membership runs. */
async function requireNoOpenApplication(db: Executor, userId: number): Promise<void> {
  if (await isMember(db, userId)) throw new ServiceError(ALREADY_MEMBER_MSG);
  for (const table of [bllSignMember, bllSignOrg]) {
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.userId, userId), inArray(table.status, IN_PROGRESS)))
      .limit(1);
    if (row) throw new ServiceError(APPLICATION_OPEN_MSG);
  }
}

/** Another person's application (not a rejected one) already holding this value. */
async function takenByOthers(db: Executor, table: typeof bllSignMember | typeof bllSignOrg, column: SQL, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(column, ne(table.userId, userId), ne(table.status, APPLICATION_STATUS.rejected)))
    .limit(1);
  return row !== undefined;
}

/** `POST /api/system/sign/check`: every rule an individual application must pass, before anything is stored. */
export async function checkMemberApplication(db: Executor, user: LoginUser, form: MemberApplicationInput): Promise<void> {
  await requireNoOpenApplication(db, user.userId);
  if (!(await isDictValue(db, DICT_TYPES.speciality, form.speciality))) throw new ServiceError('请选择专业方向');
  if (await takenByOthers(db, bllSignMember, eq(bllSignMember.idNumber, form.idNumber), user.userId))
    throw new ServiceError('该身份证号码已提交过入会申请');
  if (await takenByOthers(db, bllSignMember, eq(bllSignMember.mobile, form.mobile), user.userId))
    throw new ServiceError('该手机号码已提交过入会申请');
  await requireOwnFiles(db, user.userId, [form.photo], 'image');
  await requireOwnFiles(db, user.userId, fileNamesOf(form.certificateFiles), 'any');
}

/** `POST /api/system/sign/checkOrg`: the same for an organisation. */
export async function checkOrgApplication(db: Executor, user: LoginUser, form: OrgApplicationInput): Promise<void> {
  await requireNoOpenApplication(db, user.userId);
  if (!(await isDictValue(db, DICT_TYPES.orgSize, form.orgSize))) throw new ServiceError('请选择单位规模');
  if (await takenByOthers(db, bllSignOrg, eq(bllSignOrg.creditCode, form.creditCode), user.userId))
    throw new ServiceError('该统一社会信用代码已提交过入会申请');
  await requireOwnFiles(db, user.userId, [form.licence], 'image');
}

/**
 * Runs `work` holding the user's application lock, so two submissions racing each other cannot
 * both pass the "one application at a time" check.
 */
async function underUserLock<T>(deps: BackendDeps, userId: number, work: (tx: Executor) => Promise<T>): Promise<T> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7301, ${userId}::int)`);
    return work(tx);
  });
}

export async function addMemberApplication(deps: BackendDeps, user: LoginUser, form: MemberApplicationInput): Promise<number> {
  return underUserLock(deps, user.userId, async (tx) => {
    await checkMemberApplication(tx, user, form);
    const { certificateFiles, ...fields } = form;
    const [row] = await tx
      .insert(bllSignMember)
      .values({
        ...fields,
        certificateFiles: fileNamesOf(certificateFiles).join(','),
        userId: user.userId,
        status: APPLICATION_STATUS.submitted,
        createBy: user.userName,
      })
      .returning({ id: bllSignMember.id });
    await recordStep(tx, user, {
      type: 'member',
      applicationId: row.id,
      action: APPLICATION_ACTIONS.submit,
      fromStatus: null,
      toStatus: APPLICATION_STATUS.submitted,
    });
    return row.id;
  });
}

export async function addOrgApplication(deps: BackendDeps, user: LoginUser, form: OrgApplicationInput): Promise<number> {
  return underUserLock(deps, user.userId, async (tx) => {
    await checkOrgApplication(tx, user, form);
    const [row] = await tx
      .insert(bllSignOrg)
      .values({ ...form, userId: user.userId, status: APPLICATION_STATUS.submitted, createBy: user.userName })
      .returning({ id: bllSignOrg.id });
    await recordStep(tx, user, {
      type: 'org',
      applicationId: row.id,
      action: APPLICATION_ACTIONS.submit,
      fromStatus: null,
      toStatus: APPLICATION_STATUS.submitted,
    });
    return row.id;
  });
}

export async function latestPayment(db: Executor, type: ApplicationType, applicationId: number) {
  const [row] = await db
    .select()
    .from(bllSignPayment)
    .where(and(eq(bllSignPayment.applicationType, type), eq(bllSignPayment.applicationId, applicationId)))
    .orderBy(desc(bllSignPayment.id))
    .limit(1);
  return row ?? null;
}

/**
 * `GET /api/system/sign/getInfo`: the caller's newest application, its newest payment and the
 * member flag, with the fees and the payee the payment form shows.
 */
export async function myApplication(db: Executor, user: LoginUser): Promise<MyApplication> {
  const latest = await latestOf(db, user.userId);
  const payment = latest ? await latestPayment(db, latest.type, latest.application.id) : null;
  const [memberFee, orgFee, payee] = await Promise.all(
    [MEMBER_CONFIG_KEYS.memberFee, MEMBER_CONFIG_KEYS.orgFee, MEMBER_CONFIG_KEYS.payee].map((key) => getConfigValue(db, key)),
  );
  return {
    type: latest?.type ?? null,
    application: latest ? wireRow(latest.application) : null,
    payment: payment ? wireRow(payment) : null,
    isMember: await isMember(db, user.userId),
    fees: { member: memberFee, org: orgFee },
    payee,
  };
}

/** `POST /api/system/sign/submitPayInfo`: only for the caller's own approved application; moves it to "payment submitted". */
export async function submitPayment(deps: BackendDeps, user: LoginUser, form: PaymentInput): Promise<void> {
  if (!(await isDictValue(deps.db, DICT_TYPES.payMethod, form.method))) throw new ServiceError('请选择缴费方式');
  if (form.payTime > chinaToday()) throw new ServiceError('缴费日期不能晚于今天');
  const table = APPLICATION_TABLES[form.type];
  await deps.db.transaction(async (tx) => {
    const [application] = await tx
      .select()
      .from(table)
      .where(and(eq(table.id, form.applicationId), eq(table.userId, user.userId)));
    if (!application) throw new ServiceError(APPLICATION_NOT_FOUND_MSG);
    await requireOwnFiles(tx, user.userId, [form.receipt], 'image');
    const moved = await tx
      .update(table)
      .set({ status: APPLICATION_STATUS.paymentSubmitted, reason: '', updateBy: user.userName, updateTime: new Date() })
      .where(and(eq(table.id, application.id), eq(table.status, APPLICATION_STATUS.approved)))
      .returning({ id: table.id });
    if (moved.length === 0) throw new ServiceError(NOT_APPROVED_MSG);
    const { type, ...payment } = form;
    await tx.insert(bllSignPayment).values({ ...payment, applicationType: type, userId: user.userId, createBy: user.userName });
    await recordStep(tx, user, {
      type,
      applicationId: application.id,
      action: APPLICATION_ACTIONS.submitPay,
      fromStatus: APPLICATION_STATUS.approved,
      toStatus: APPLICATION_STATUS.paymentSubmitted,
    });
  });
}

/** An application the caller may pay the membership fee of, and that fee in yuan as configured. */
export interface PayableApplication {
  type: ApplicationType;
  id: number;
  fee: string;
}

/**
 * The caller's own application `applicationId`, approved and waiting for its fee, with the fee
 * the settings give its type (`bll.sign.fee.member` or `bll.sign.fee.org`): the amount of an
 * online payment comes from here, never from the browser.
 */
export async function payableApplication(db: Executor, userId: number, applicationId: number): Promise<PayableApplication> {
  for (const type of ['member', 'org'] as const) {
    const table = APPLICATION_TABLES[type];
    const [row] = await db
      .select({ id: table.id, status: table.status })
      .from(table)
      .where(and(eq(table.id, applicationId), eq(table.userId, userId)));
    if (!row) continue;
    if (row.status === APPLICATION_STATUS.paid) throw new ServiceError(FEE_PAID_MSG);
    if (row.status !== APPLICATION_STATUS.approved) throw new ServiceError(NOT_APPROVED_MSG);
    const fee = await getConfigValue(db, type === 'member' ? MEMBER_CONFIG_KEYS.memberFee : MEMBER_CONFIG_KEYS.orgFee);
    return { type, id: row.id, fee };
  }
  throw new ServiceError(APPLICATION_NOT_FOUND_MSG);
}
