import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { BackendDeps } from '@/lib/backend/deps';
import type { Executor } from '@/lib/backend/db/client';
import { bllActivity, bllActivitySignup } from '@/features/member/tables';
import { bllArticle } from '@/features/content/tables';
import { ServiceError } from '@/lib/backend/http/errors';
import { isMemberOnly, loadCategories } from '@/features/content/category/server';
import { isMember } from '@/features/member/application/server';
import { wireRow } from '@/lib/backend/http/wire';
import type { LoginUser } from '@/lib/security/caller';
import { toWireTime } from '@/lib/format/date-time';
import { offeredChannels } from '@/lib/payments/payment-provider';
import type { MySignup, signupSchema } from '../contract';
import type { OpenActivity, SignupMade } from '../public-contract';

export const ACTIVITY_NOT_FOUND_MSG = '活动不存在或已关闭';
export const ALREADY_SIGNED_UP_MSG = '您已报名该活动，请勿重复报名';
export const ACTIVITY_FULL_MSG = '报名人数已满';
export const DEADLINE_PASSED_MSG = '报名已截止';
export const SIGNUP_NOT_FOUND_MSG = '报名记录不存在';
export const NOTHING_TO_PAY_MSG = '该活动无需在线缴费';
export const SIGNUP_PAID_MSG = '该活动已缴费，请勿重复支付';

/** What the caller pays: the member fee for a paid member where the activity has one, else the public fee. */
const priceOf = (activity: { fee: string; memberFee: string | null }, member: boolean) =>
  member && activity.memberFee !== null ? activity.memberFee : activity.fee;

export interface ActivityFilter {
  activityId: number | null;
  articleId: number | null;
  activityType: string | null;
}

/** Thrown when a signed-out caller asks for the activities of a member-only article by its id. */
export class MemberOnlyActivities extends Error {}

/**
 * An activity announced by a member-only article follows the article's rule: a signed-out caller
 * does not see it, and asking for it by the article's id is refused as reading the article is.
 */
async function readableBy(
  db: Executor,
  rows: { activity: typeof bllActivity.$inferSelect; typeId: number | null }[],
  filter: ActivityFilter,
  user: LoginUser | null,
) {
  if (user) return rows.map((row) => row.activity);
  const categories = await loadCategories(db);
  const memberOnly = (typeId: number | null) => typeId !== null && isMemberOnly(categories, typeId);
  if (filter.articleId && rows.some((row) => memberOnly(row.typeId))) throw new MemberOnlyActivities();
  return rows.filter((row) => !memberOnly(row.typeId)).map((row) => row.activity);
}

/**
 * `GET /api/activity/activities/getInfoList`: open activities, soonest first, each with how many
 * have signed up, whether sign-up is still possible, and (for a signed-in caller) `signedUp` and
 * `callerIsMember`: a paid member's price is the member fee, where the activity has one.
 */
export async function listActivities(db: Executor, filter: ActivityFilter, user: LoginUser | null): Promise<OpenActivity[]> {
  const conditions: SQL[] = [eq(bllActivity.status, '0')];
  if (filter.activityId) conditions.push(eq(bllActivity.id, filter.activityId));
  if (filter.articleId) conditions.push(eq(bllActivity.articleId, filter.articleId));
  if (filter.activityType) conditions.push(eq(bllActivity.activityType, filter.activityType));
  const found = await db
    .select({ activity: bllActivity, typeId: bllArticle.typeId })
    .from(bllActivity)
    .leftJoin(bllArticle, eq(bllArticle.id, bllActivity.articleId))
    .where(and(...conditions))
    .orderBy(asc(bllActivity.startTime));
  const rows = await readableBy(db, found, filter, user);
  const counts = rows.length
    ? await db
        .select({ activityId: bllActivitySignup.activityId, count: sql<number>`count(*)::int` })
        .from(bllActivitySignup)
        .where(
          inArray(
            bllActivitySignup.activityId,
            rows.map((row) => row.id),
          ),
        )
        .groupBy(bllActivitySignup.activityId)
    : [];
  const signedCounts = new Map(counts.map((row) => [row.activityId, row.count]));
  const mine = new Map(
    user
      ? (
          await db
            .select({ activityId: bllActivitySignup.activityId, id: bllActivitySignup.id, payState: bllActivitySignup.payState })
            .from(bllActivitySignup)
            .where(eq(bllActivitySignup.userId, user.userId))
        ).map((row) => [row.activityId, row])
      : [],
  );
  const callerIsMember = user !== null && rows.length > 0 && (await isMember(db, user.userId));
  const now = Date.now();
  return rows.map((activity) => {
    const count = signedCounts.get(activity.id) ?? 0;
    const { createBy: _c, updateBy: _u, ...visible } = activity;
    const full = activity.capacity > 0 && count >= activity.capacity;
    return {
      ...wireRow(visible),
      signedCount: count,
      full,
      closed: activity.deadline.getTime() < now,
      signedUp: mine.has(activity.id),
      signupId: mine.get(activity.id)?.id ?? null,
      payState: mine.get(activity.id)?.payState ?? '',
      callerIsMember,
    };
  });
}

/**
 * `POST /api/activity/activities/saveBll`: one sign-up per user per activity, refused when the
 * activity is full or past its deadline. The activity row is locked while places are counted,
 * so the last place cannot be given twice. A price the portal takes online leaves the sign-up
 * `unpaid` until its order is paid; the place is held meanwhile.
 */
export async function signUp(deps: BackendDeps, user: LoginUser, input: z.infer<typeof signupSchema>): Promise<SignupMade> {
  const member = await isMember(deps.db, user.userId);
  const online = offeredChannels(deps.payments, deps.siteOrigin).length > 0;
  return deps.db.transaction(async (tx) => {
    const [activity] = await tx
      .select()
      .from(bllActivity)
      .where(and(eq(bllActivity.id, input.activityId), eq(bllActivity.status, '0')))
      .for('update');
    if (!activity) throw new ServiceError(ACTIVITY_NOT_FOUND_MSG);
    const [already] = await tx
      .select({ id: bllActivitySignup.id })
      .from(bllActivitySignup)
      .where(and(eq(bllActivitySignup.activityId, activity.id), eq(bllActivitySignup.userId, user.userId)));
    if (already) throw new ServiceError(ALREADY_SIGNED_UP_MSG);
    if (activity.deadline.getTime() < Date.now()) throw new ServiceError(DEADLINE_PASSED_MSG);
    if (activity.capacity > 0) {
      const [{ count }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(bllActivitySignup)
        .where(eq(bllActivitySignup.activityId, activity.id));
      if (count >= activity.capacity) throw new ServiceError(ACTIVITY_FULL_MSG);
    }
    const amount = priceOf(activity, member);
    const payState = online && Number(amount) > 0 ? 'unpaid' : '';
    const [made] = await tx
      .insert(bllActivitySignup)
      .values({ ...input, userId: user.userId, payState })
      .returning({ id: bllActivitySignup.id });
    return { id: made.id, payState, amount };
  });
}

/** A sign-up whose price waits to be paid online, as the payments feature charges it. */
export interface PayableSignup {
  id: number;
  /** In yuan: the caller's price. */
  fee: string;
  title: string;
}

/**
 * The caller's own sign-up `signupId` waiting for its price, with that price (the member fee for
 * a paid member): the amount of an online payment comes from here, never from the browser.
 */
export async function payableSignup(db: Executor, userId: number, signupId: number): Promise<PayableSignup> {
  const [row] = await db
    .select({ signup: bllActivitySignup, activity: bllActivity })
    .from(bllActivitySignup)
    .innerJoin(bllActivity, eq(bllActivity.id, bllActivitySignup.activityId))
    .where(and(eq(bllActivitySignup.id, signupId), eq(bllActivitySignup.userId, userId)));
  if (!row) throw new ServiceError(SIGNUP_NOT_FOUND_MSG);
  if (row.signup.payState === 'paid') throw new ServiceError(SIGNUP_PAID_MSG);
  if (row.signup.payState !== 'unpaid') throw new ServiceError(NOTHING_TO_PAY_MSG);
  return { id: row.signup.id, fee: priceOf(row.activity, await isMember(db, userId)), title: row.activity.title };
}

/** A sign-up's price taken online, in the caller's transaction: the sign-up is confirmed. */
export async function confirmSignupPayment(tx: Executor, signupId: number): Promise<void> {
  const paid = await tx
    .update(bllActivitySignup)
    .set({ payState: 'paid' })
    .where(and(eq(bllActivitySignup.id, signupId), eq(bllActivitySignup.payState, 'unpaid')))
    .returning({ id: bllActivitySignup.id });
  if (paid.length === 0) throw new ServiceError(SIGNUP_NOT_FOUND_MSG);
}

/** A sign-up's price given back in full, in the caller's transaction: the sign-up ends and its place is free again. */
export async function cancelSignupForRefund(tx: Executor, signupId: number): Promise<void> {
  await tx.delete(bllActivitySignup).where(eq(bllActivitySignup.id, signupId));
}

/** The caller's sign-ups with their activities, newest first, for the personal page. */
export async function mySignups(db: Executor, user: LoginUser): Promise<MySignup[]> {
  const rows = await db
    .select({ signup: bllActivitySignup, activity: bllActivity })
    .from(bllActivitySignup)
    .innerJoin(bllActivity, eq(bllActivity.id, bllActivitySignup.activityId))
    .where(eq(bllActivitySignup.userId, user.userId))
    .orderBy(desc(bllActivitySignup.createTime));
  const member = rows.length > 0 && (await isMember(db, user.userId));
  return rows.map(({ signup, activity }) => ({
    amount: priceOf(activity, member),
    ...wireRow(signup),
    title: activity.title,
    titleEs: activity.titleEs,
    articleId: activity.articleId,
    startTime: toWireTime(activity.startTime),
    place: activity.place,
    placeEs: activity.placeEs,
  }));
}
