import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { BackendDeps } from '@/lib/backend/deps';
import type { Executor } from '@/lib/backend/db/client';
import type { EventBus } from '@/lib/backend/events/domain-events';
import { bllSignMember, bllSignOrg, bllSignPayment } from '@/features/member/tables';
import { sysFile, sysUser } from '@/lib/backend/db/schema';
import { ServiceError } from '@/lib/backend/http/errors';
import { containsText, textFilter } from '@/lib/backend/http/list-query';
import { contains, daysOf, equals, tableList, type TableList } from '@/lib/backend/http/table-list';
import { wireRow } from '@/lib/backend/http/wire';
import { chinaToday } from '@/lib/format/date-time';
import type { LoginUser } from '@/lib/security/caller';
import { fileNamesOf } from '@/features/files/server';
import { MEMBERSHIP_MONTHS, APPLICATION_STATUS, type ApplicationType } from '@/lib/rules/member-rules';
import { FEE_CONFIRMED, type FeeConfirmed } from './application-events';
import { historyOf, recordStep } from './application-log';
import { APPLICATION_NOT_FOUND_MSG, APPLICATION_TABLES, latestPayment } from './application-service';
import {
  APPLICATION_ACTIONS,
  type ApplicationAction,
  type ApplicationDetail,
  type ApplicationFile,
  type ApplicationFileKind,
  type MemberApplicationWire,
  type OrgApplicationWire,
} from '../contract';

export const WRONG_STATUS_MSG = '申请当前的状态不能进行此操作';
export const PAY_REJECT_REASON_MSG = '请填写退回原因';

export type MemberApplicationRow = typeof bllSignMember.$inferSelect;
export type OrgApplicationRow = typeof bllSignOrg.$inferSelect;

/** Who takes a step: a person, or an online payment provider on the payer's behalf. */
type Actor = Pick<LoginUser, 'userId' | 'userName'>;

interface Decision {
  type: ApplicationType;
  id: number;
  action: ApplicationAction;
  from: string;
  to: string;
  reason: string;
}

/**
 * Moves an application from one status to the next and records the step, in one transaction.
 * The update names the status it expects, so two reviewers deciding at once cannot both succeed.
 */
async function decide(
  tx: Executor,
  reviewer: Actor,
  decision: Decision,
  changes: Partial<typeof bllSignMember.$inferInsert> = {},
): Promise<void> {
  const table = APPLICATION_TABLES[decision.type];
  const moved = await tx
    .update(table)
    .set({ ...changes, status: decision.to, reason: decision.reason, updateBy: reviewer.userName, updateTime: new Date() })
    .where(and(eq(table.id, decision.id), eq(table.status, decision.from)))
    .returning({ id: table.id });
  if (moved.length === 0) {
    const [exists] = await tx.select({ id: table.id }).from(table).where(eq(table.id, decision.id));
    throw new ServiceError(exists ? WRONG_STATUS_MSG : APPLICATION_NOT_FOUND_MSG);
  }
  await recordStep(tx, reviewer, {
    type: decision.type,
    applicationId: decision.id,
    action: decision.action,
    fromStatus: decision.from,
    toStatus: decision.to,
    reason: decision.reason,
  });
}

/** `PUT /api/system/sign/audit`: approve or reject (with its reason) a submitted application. */
export async function auditApplication(
  deps: BackendDeps,
  reviewer: LoginUser,
  input: { id: number; type: ApplicationType; status: '1' | '2'; reason: string },
) {
  const approve = input.status === APPLICATION_STATUS.approved;
  await deps.db.transaction((tx) =>
    decide(
      tx,
      reviewer,
      {
        type: input.type,
        id: input.id,
        action: approve ? APPLICATION_ACTIONS.approve : APPLICATION_ACTIONS.reject,
        from: APPLICATION_STATUS.submitted,
        to: input.status,
        reason: input.reason,
      },
      { auditBy: reviewer.userName, auditTime: new Date() },
    ),
  );
}

/** The last day of a membership of `months` starting on `day`. */
function lastDayOf(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** `PUT /api/system/sign/confirmPay`: the money arrived; the applicant is a member for a year. */
export async function confirmPayment(deps: BackendDeps, reviewer: LoginUser, input: { id: number; type: ApplicationType; reason: string }) {
  await deps.db.transaction(async (tx) => {
    const decision = {
      type: input.type,
      id: input.id,
      action: APPLICATION_ACTIONS.confirmPay,
      from: APPLICATION_STATUS.paymentSubmitted,
      to: APPLICATION_STATUS.paid,
      reason: input.reason,
    };
    await decide(tx, reviewer, decision, { memberSince: new Date(), validUntil: lastDayOf(chinaToday(), MEMBERSHIP_MONTHS) });
    const payment = await latestPayment(tx, input.type, input.id);
    if (!payment) return;
    await tx.update(bllSignPayment).set({ confirmBy: reviewer.userName, confirmTime: new Date() }).where(eq(bllSignPayment.id, payment.id));
    await deps.events.publish(tx, {
      name: FEE_CONFIRMED,
      type: input.type,
      applicationId: input.id,
      userId: payment.userId,
      userName: payment.createBy,
      channel: 'offline',
      amount: payment.amount,
      reference: payment.reference,
      by: reviewer.userName,
    } satisfies FeeConfirmed);
  });
}

/** The `bll_pay_method` values of the online channels. */
const ONLINE_PAY_METHODS = { wechat: '2', alipay: '3' } as const;

export interface OnlinePayment {
  type: ApplicationType;
  applicationId: number;
  userId: number;
  channel: keyof typeof ONLINE_PAY_METHODS;
  /** In yuan, as `bll_sign_payment` keeps amounts. */
  amount: string;
  transactionId: string;
  paidAt: Date;
}

/**
 * A membership fee an online provider took, in the caller's transaction: the same step and
 * records as a person's confirmation (paid, a year of membership, the payment row with its
 * confirmation), from an approved application, confirmed by the provider (`pay:alipay`).
 */
export async function confirmOnlinePayment(tx: Executor, events: EventBus, payment: OnlinePayment): Promise<void> {
  const by: Actor = { userId: payment.userId, userName: `pay:${payment.channel}` };
  await decide(
    tx,
    by,
    {
      type: payment.type,
      id: payment.applicationId,
      action: APPLICATION_ACTIONS.confirmPay,
      from: APPLICATION_STATUS.approved,
      to: APPLICATION_STATUS.paid,
      // The applicant reads the reason as the reviewer's note; the provider's number is the payment's reference.
      reason: '',
    },
    { memberSince: payment.paidAt, validUntil: lastDayOf(chinaToday(payment.paidAt), MEMBERSHIP_MONTHS) },
  );
  const table = APPLICATION_TABLES[payment.type];
  const [application] = await tx.select().from(table).where(eq(table.id, payment.applicationId));
  await tx.insert(bllSignPayment).values({
    applicationType: payment.type,
    applicationId: payment.applicationId,
    userId: payment.userId,
    payer: 'orgName' in application ? application.orgName : application.name,
    amount: payment.amount,
    method: ONLINE_PAY_METHODS[payment.channel],
    reference: payment.transactionId,
    payTime: chinaToday(payment.paidAt),
    receipt: '',
    confirmBy: by.userName,
    confirmTime: new Date(),
    createBy: by.userName,
  });
  await events.publish(tx, {
    name: FEE_CONFIRMED,
    type: payment.type,
    applicationId: payment.applicationId,
    userId: payment.userId,
    userName: application.createBy,
    channel: payment.channel,
    amount: payment.amount,
    reference: payment.transactionId,
    by: by.userName,
  } satisfies FeeConfirmed);
}

/**
 * A membership fee given back in full, in the caller's transaction: the membership ends today
 * (its last day yesterday), and the step says who and why.
 */
export async function endMembershipForRefund(
  tx: Executor,
  input: { type: ApplicationType; applicationId: number; by: Actor; reason: string },
): Promise<void> {
  const table = APPLICATION_TABLES[input.type];
  const yesterday = lastDayOf(chinaToday(), 0);
  const ended = await tx
    .update(table)
    .set({ validUntil: yesterday, updateBy: input.by.userName, updateTime: new Date() })
    .where(and(eq(table.id, input.applicationId), eq(table.status, APPLICATION_STATUS.paid)))
    .returning({ id: table.id });
  if (ended.length === 0) return;
  await recordStep(tx, input.by, {
    type: input.type,
    applicationId: input.applicationId,
    action: APPLICATION_ACTIONS.refund,
    fromStatus: APPLICATION_STATUS.paid,
    toStatus: APPLICATION_STATUS.paid,
    reason: input.reason,
  });
}

/** `PUT /api/system/sign/rejectPay`: the payment could not be matched; the applicant submits it again. */
export async function rejectPayment(deps: BackendDeps, reviewer: LoginUser, input: { id: number; type: ApplicationType; reason: string }) {
  if (!input.reason) throw new ServiceError(PAY_REJECT_REASON_MSG);
  await deps.db.transaction((tx) =>
    decide(tx, reviewer, {
      type: input.type,
      id: input.id,
      action: APPLICATION_ACTIONS.rejectPay,
      from: APPLICATION_STATUS.paymentSubmitted,
      to: APPLICATION_STATUS.approved,
      reason: input.reason,
    }),
  );
}

/** The sortable properties (`orderByColumn`) both kinds of application share. */
function reviewSortable(table: typeof bllSignMember | typeof bllSignOrg) {
  return { id: table.id, status: table.status, createTime: table.createTime, auditTime: table.auditTime, validUntil: table.validUntil };
}

/**
 * `GET /api/system/sign/memberList` and its export (contract 10.4): status equals, the name
 * contains, made on the given days (`params[beginTime]`/`params[endTime]`); newest first unless
 * asked otherwise.
 */
export const memberApplicationList: TableList<MemberApplicationRow, MemberApplicationWire> = tableList(bllSignMember, {
  filters: [equals('status', bllSignMember.status, 1), contains('name', bllSignMember.name), daysOf(bllSignMember.createTime)],
  sortable: { ...reviewSortable(bllSignMember), name: bllSignMember.name },
  order: [desc(bllSignMember.id)],
});

/** An organisation's name is asked for as `orgName`, or as `name` as the individual list asks for it. */
function orgNamed(query: URLSearchParams): SQL[] {
  const name = textFilter(query, 'orgName') || textFilter(query, 'name');
  return name ? [containsText(bllSignOrg.orgName, name)] : [];
}

/** `GET /api/system/sign/orgList` and its export: as the individual list, by organisation name. */
export const orgApplicationList: TableList<OrgApplicationRow, OrgApplicationWire> = tableList(bllSignOrg, {
  filters: [equals('status', bllSignOrg.status, 1), orgNamed, daysOf(bllSignOrg.createTime)],
  sortable: { ...reviewSortable(bllSignOrg), orgName: bllSignOrg.orgName },
  order: [desc(bllSignOrg.id)],
});

/** The files an application and its payments name, each with its original name and size (null when the file is gone). */
async function filesOf(db: Executor, named: { kind: ApplicationFileKind; fileName: string }[]): Promise<ApplicationFile[]> {
  const wanted = named.filter((file) => file.fileName !== '');
  const stored = wanted.length
    ? await db
        .select({ fileName: sysFile.fileName, originalFilename: sysFile.originalFilename, size: sysFile.size })
        .from(sysFile)
        .where(
          inArray(
            sysFile.fileName,
            wanted.map((file) => file.fileName),
          ),
        )
    : [];
  const byName = new Map(stored.map((row) => [row.fileName, row]));
  return wanted.map((file) => ({
    ...file,
    originalFilename: byName.get(file.fileName)?.originalFilename ?? null,
    size: byName.get(file.fileName)?.size ?? null,
  }));
}

/**
 * `GET /api/system/sign/detail?type=&id=`: one application with its applicant's account, its
 * files, every payment submitted for it (newest first) and its history (oldest first).
 */
export async function applicationDetail(db: Executor, type: ApplicationType, id: number): Promise<ApplicationDetail> {
  const table = APPLICATION_TABLES[type];
  const [application] = await db.select().from(table).where(eq(table.id, id));
  if (!application) throw new ServiceError(APPLICATION_NOT_FOUND_MSG);
  const payments = await db
    .select()
    .from(bllSignPayment)
    .where(and(eq(bllSignPayment.applicationType, type), eq(bllSignPayment.applicationId, id)))
    .orderBy(desc(bllSignPayment.id));
  const [applicant] = await db
    .select({ userId: sysUser.userId, userName: sysUser.userName, nickName: sysUser.nickName, phonenumber: sysUser.phonenumber })
    .from(sysUser)
    .where(eq(sysUser.userId, application.userId));
  const applicationFiles: { kind: ApplicationFileKind; fileName: string }[] =
    'photo' in application
      ? [
          { kind: 'photo', fileName: application.photo },
          ...fileNamesOf(application.certificateFiles).map((fileName) => ({ kind: 'certificate' as const, fileName })),
        ]
      : [{ kind: 'licence', fileName: application.licence }];
  const receipts = [...payments].sort((a, b) => a.id - b.id).map((payment) => ({ kind: 'receipt' as const, fileName: payment.receipt }));
  return {
    type,
    application: wireRow(application),
    applicant: applicant ?? null,
    files: await filesOf(db, [...applicationFiles, ...receipts]),
    payments: payments.map((payment) => wireRow(payment)),
    history: await historyOf(db, type, id),
  };
}
