import { and, asc, count, eq, gt, gte, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { bllActivity, bllActivitySignup, bllDeclare, bllSignMember, bllSignOrg } from '@/lib/backend/db/schema';
import { chinaToday, toWireTime } from '@/lib/format/date-time';
import { APPLICATION_STATUS, DECLARATION_STATUS } from '@/lib/rules/member-rules';
import { hasPermission, type LoginUser } from '@/features/auth/server/login-user';

/** Every `bll_sign_status` value, so the overview lists each one, zeros included. */
const APPLICATION_STATUSES = Object.values(APPLICATION_STATUS).sort();
const UPCOMING_LIMIT = 5;

/** The first moment of the current month in China (UTC+8), where the association works. */
function chinaMonthStart(now = new Date()): Date {
  return new Date(`${chinaToday(now).slice(0, 8)}01T00:00:00+08:00`);
}

/**
 * Applications of both kinds (individual and organisation) by status, with how many are paid
 * memberships still running: one grouped count per table, never the rows themselves.
 */
async function memberCounts(db: Executor) {
  const today = chinaToday();
  const byStatus = new Map<string, number>(APPLICATION_STATUSES.map((status) => [status, 0]));
  let paidMembers = 0;
  for (const table of [bllSignMember, bllSignOrg]) {
    const groups = await db
      .select({
        status: table.status,
        count: count(),
        running:
          sql<number>`count(*) filter (where ${table.status} = ${APPLICATION_STATUS.paid} and ${table.validUntil} >= ${today})`.mapWith(
            Number,
          ),
      })
      .from(table)
      .groupBy(table.status);
    for (const group of groups) {
      byStatus.set(group.status, (byStatus.get(group.status) ?? 0) + group.count);
      paidMembers += group.running;
    }
  }
  return {
    byStatus: [...byStatus].map(([status, total]) => ({ status, count: total })),
    total: [...byStatus.values()].reduce((sum, n) => sum + n, 0),
    paidMembers,
  };
}

async function signupsSince(db: Executor, since: Date): Promise<number> {
  let total = 0;
  for (const table of [bllSignMember, bllSignOrg]) {
    const [row] = await db.select({ count: count() }).from(table).where(gte(table.createTime, since));
    total += row.count;
  }
  return total;
}

async function declarationsWaiting(db: Executor): Promise<number> {
  const [row] = await db.select({ count: count() }).from(bllDeclare).where(eq(bllDeclare.status, DECLARATION_STATUS.submitted));
  return row.count;
}

/** Open activities still to start, soonest first, each with its sign-up count. */
async function upcomingActivities(db: Executor) {
  const rows = await db
    .select({
      activityId: bllActivity.id,
      title: bllActivity.title,
      startTime: bllActivity.startTime,
      place: bllActivity.place,
      capacity: bllActivity.capacity,
      signedCount: count(bllActivitySignup.id),
      deadline: bllActivity.deadline,
    })
    .from(bllActivity)
    .leftJoin(bllActivitySignup, eq(bllActivitySignup.activityId, bllActivity.id))
    .where(and(eq(bllActivity.status, '0'), gt(bllActivity.startTime, new Date())))
    .groupBy(bllActivity.id)
    .orderBy(asc(bllActivity.startTime), asc(bllActivity.id))
    .limit(UPCOMING_LIMIT);
  return rows.map((row) => ({ ...row, startTime: toWireTime(row.startTime), deadline: toWireTime(row.deadline) }));
}

/**
 * `GET /bll/dashboard`: the admin home's figures, each part only for a caller holding the
 * permission of the list it summarises (the super administrator holds them all); a caller
 * with none of them gets an empty object.
 */
export async function dashboardOf(db: Executor, user: LoginUser) {
  const data: {
    members?: Awaited<ReturnType<typeof memberCounts>>;
    signupsThisMonth?: number;
    declarationsWaiting?: number;
    upcomingActivities?: Awaited<ReturnType<typeof upcomingActivities>>;
  } = {};
  if (hasPermission(user, 'bll:sign:list')) {
    data.members = await memberCounts(db);
    data.signupsThisMonth = await signupsSince(db, chinaMonthStart());
  }
  if (hasPermission(user, 'bll:declare:list')) data.declarationsWaiting = await declarationsWaiting(db);
  if (hasPermission(user, 'bll:activity:list')) data.upcomingActivities = await upcomingActivities(db);
  return data;
}
