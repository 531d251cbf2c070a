import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { BackendDeps } from '@/lib/backend/deps';
import type { Executor } from '@/lib/backend/db/client';
import { bllActivity, bllActivitySignup } from '@/features/member/tables';
import { bllArticle } from '@/features/content/tables';
import { ServiceError } from '@/lib/backend/http/errors';
import { contains, daysOf, equals, idEquals, tableList, type TableList } from '@/lib/backend/http/table-list';
import { wireRow } from '@/lib/backend/http/wire';
import type { LoginUser } from '@/lib/security/caller';
import { isDictValue } from '@/features/system/dict/server';
import { DICT_TYPES } from '@/lib/rules/member-rules';
import type { z } from 'zod';
import { dateOfWireTime } from '@/lib/contract/time-fields';
import type { activitySchema, ActivityWire, SignupWire } from '../contract';

export const ACTIVITY_MISSING_MSG = '活动不存在';
export const ARTICLE_MISSING_MSG = '关联文章不存在';

export type ActivityRow = typeof bllActivity.$inferSelect;
export type ActivityWithCount = ActivityRow & { signedCount: number };
export type ActivityInput = z.infer<typeof activitySchema>;

/** An activity's fields as the table stores them: the form's times as the moments they name. */
function rowOf(input: ActivityInput) {
  return {
    ...input,
    startTime: dateOfWireTime(input.startTime),
    endTime: input.endTime === null ? null : dateOfWireTime(input.endTime),
    deadline: dateOfWireTime(input.deadline),
  };
}

/** How many have signed up for each of the activities (absent: none). */
async function signedCountsOf(db: Executor, activityIds: number[]): Promise<Map<number, number>> {
  if (activityIds.length === 0) return new Map();
  const counts = await db
    .select({ activityId: bllActivitySignup.activityId, signedCount: count() })
    .from(bllActivitySignup)
    .where(inArray(bllActivitySignup.activityId, activityIds))
    .groupBy(bllActivitySignup.activityId);
  return new Map(counts.map((row) => [row.activityId, row.signedCount]));
}

async function withSignedCounts(db: Executor, rows: ActivityRow[]): Promise<ActivityWithCount[]> {
  const counts = await signedCountsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, signedCount: counts.get(row.id) ?? 0 }));
}

/**
 * `GET /activity/activities/list` and its export: activities of every status, each with its
 * sign-up count (`allActivities` adds it to exported rows). Title contains, type and status
 * equal, starting on the given days; the newest start first unless asked otherwise.
 */
export const activityList: TableList<ActivityRow, ActivityWire> = tableList(bllActivity, {
  filters: [
    contains('title', bllActivity.title, 200),
    equals('activityType', bllActivity.activityType, 1),
    equals('status', bllActivity.status, 1),
    daysOf(bllActivity.startTime),
  ],
  sortable: ['id', 'title', 'startTime', 'deadline', 'capacity', 'status', 'createTime'],
  order: [desc(bllActivity.startTime), desc(bllActivity.id)],
  wire: async (rows, db) => (await withSignedCounts(db, rows)).map((row) => wireRow(row)),
});

/** Every activity matching the export's filters, with its sign-up count. */
export async function allActivities(db: Executor, query: URLSearchParams): Promise<ActivityWithCount[]> {
  return withSignedCounts(db, await activityList.all(db, query));
}

/** `GET /activity/activities/{id}`. */
export async function getActivity(db: Executor, id: number): Promise<ActivityWire> {
  const [row] = await db.select().from(bllActivity).where(eq(bllActivity.id, id));
  if (!row) throw new ServiceError(ACTIVITY_MISSING_MSG);
  const [withCount] = await withSignedCounts(db, [row]);
  return wireRow(withCount);
}

/** What the form cannot check alone: the type is a dictionary value, the article exists. */
async function checkReferences(db: Executor, input: ActivityInput): Promise<void> {
  if (!(await isDictValue(db, DICT_TYPES.activityType, input.activityType))) throw new ServiceError('请选择活动类型');
  if (input.articleId !== null) {
    const [article] = await db.select({ id: bllArticle.id }).from(bllArticle).where(eq(bllArticle.id, input.articleId));
    if (!article) throw new ServiceError(ARTICLE_MISSING_MSG);
  }
}

/** `POST /activity/activities`: answers the new activity's id. */
export async function addActivity(deps: BackendDeps, user: LoginUser, input: ActivityInput): Promise<number> {
  await checkReferences(deps.db, input);
  const [row] = await deps.db
    .insert(bllActivity)
    .values({ ...rowOf(input), createBy: user.userName })
    .returning({ id: bllActivity.id });
  return row.id;
}

/**
 * `PUT /activity/activities`: changes an activity. The row is locked as sign-up locks it, so
 * no one signs up between counting the places taken and lowering the capacity.
 */
export async function editActivity(deps: BackendDeps, user: LoginUser, id: number, input: ActivityInput): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: bllActivity.id }).from(bllActivity).where(eq(bllActivity.id, id)).for('update');
    if (!existing) throw new ServiceError(ACTIVITY_MISSING_MSG);
    await checkReferences(tx, input);
    const taken = (await signedCountsOf(tx, [id])).get(id) ?? 0;
    if (input.capacity < taken) throw new ServiceError(`人数上限不能小于已报名人数（${taken}人）`);
    await tx
      .update(bllActivity)
      .set({ ...rowOf(input), updateBy: user.userName, updateTime: new Date() })
      .where(eq(bllActivity.id, id));
  });
}

/**
 * `DELETE /activity/activities/{ids}`: all named activities or none. One with sign-ups is
 * refused: people registered for it and see it on their personal page; it can be closed
 * (status 1) instead.
 */
export async function removeActivities(deps: BackendDeps, ids: number[]): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: bllActivity.id, title: bllActivity.title })
      .from(bllActivity)
      .where(inArray(bllActivity.id, ids))
      .for('update');
    if (rows.length !== ids.length) throw new ServiceError(ACTIVITY_MISSING_MSG);
    const counts = await signedCountsOf(tx, ids);
    const signed = rows.find((row) => counts.has(row.id));
    if (signed) throw new ServiceError(`活动「${signed.title}」已有${counts.get(signed.id)}人报名，不能删除，可将其停用`);
    await tx.delete(bllActivity).where(inArray(bllActivity.id, ids));
  });
}

const signupColumns = {
  id: bllActivitySignup.id,
  activityId: bllActivitySignup.activityId,
  activityTitle: bllActivity.title,
  userId: bllActivitySignup.userId,
  name: bllActivitySignup.name,
  phone: bllActivitySignup.phone,
  employer: bllActivitySignup.employer,
  remark: bllActivitySignup.remark,
  payState: bllActivitySignup.payState,
  createTime: bllActivitySignup.createTime,
};

function selectSignups(db: Executor) {
  return db
    .select(signupColumns)
    .from(bllActivitySignup)
    .innerJoin(bllActivity, eq(bllActivity.id, bllActivitySignup.activityId))
    .$dynamic();
}

/** `GET /activity/signup/list`: sign-ups, earliest first, with their activity's title; one activity's, name and phone contain. */
const signupList = tableList(bllActivitySignup, selectSignups, {
  filters: [
    idEquals('activityId', bllActivitySignup.activityId),
    contains('name', bllActivitySignup.name, 30),
    contains('phone', bllActivitySignup.phone, 11),
  ],
  order: [asc(bllActivitySignup.id)],
});

/**
 * An activity a sign-up list names must exist: an unknown one is an error, not an empty list.
 * The list's filters have checked the id by the time this runs.
 */
async function requireActivity(db: Executor, query: URLSearchParams): Promise<undefined> {
  const activityId = (query.get('activityId') ?? '').trim();
  if (activityId === '') return;
  const [row] = await db
    .select({ id: bllActivity.id })
    .from(bllActivity)
    .where(eq(bllActivity.id, Number(activityId)));
  if (!row) throw new ServiceError(ACTIVITY_MISSING_MSG);
}

/** One page of the sign-ups the query asks for. */
export function listSignups(db: Executor, query: URLSearchParams): Promise<{ total: number; rows: SignupWire[] }> {
  return signupList.page(db, query, () => requireActivity(db, query));
}

export type SignupRow = Awaited<ReturnType<typeof allSignups>>[number];

/** Every sign-up matching the export's filters, by activity. */
export async function allSignups(db: Executor, query: URLSearchParams) {
  const where = signupList.where(query);
  await requireActivity(db, query);
  return selectSignups(db).where(where).orderBy(asc(bllActivitySignup.activityId), asc(bllActivitySignup.id));
}
