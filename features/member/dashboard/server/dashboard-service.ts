import { and, asc, count, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { bllActivity, bllActivitySignup, bllDeclare, bllSignMember, bllSignOrg } from '@/features/member/tables';
import { chinaToday, toWireTime } from '@/lib/format/date-time';
import { APPLICATION_STATUS, DECLARATION_STATUS } from '@/lib/rules/member-rules';
import { hasPermission, type LoginUser } from '@/lib/security/caller';
import { mostRead } from '@/features/content/article/server';
import { onlineIncome } from '@/features/member/payment/server';
import { chinaMonthStart, lastMonths } from './china-months';
import { applicationsByMonth, paidMembersOverTime } from './membership-trends';
import type { ActivitySignups, Dashboard, MemberCounts, UpcomingActivity } from '../contract';

/** Every `bll_sign_status` value, so the overview lists each one, zeros included. */
const APPLICATION_STATUSES = Object.values(APPLICATION_STATUS).sort();
const UPCOMING_LIMIT = 5;
const CHART_MONTHS = 12;
const CHART_ACTIVITIES = 8;
const CHART_ARTICLES = 10;

/**
 * Applications of both kinds (individual and organisation) by status, with how many are paid
 * memberships still running: one grouped count per table, never the rows themselves.
 */
async function memberCounts(db: Executor): Promise<MemberCounts> {
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

/** Activities with how many signed up for each, to narrow, order and limit. */
function activitiesWithSignups(db: Executor) {
  return db
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
    .groupBy(bllActivity.id)
    .$dynamic();
}

/** Open activities still to start, soonest first, each with its sign-up count. */
async function upcomingActivities(db: Executor): Promise<UpcomingActivity[]> {
  const rows = await activitiesWithSignups(db)
    .where(and(eq(bllActivity.status, '0'), gt(bllActivity.startTime, new Date())))
    .orderBy(asc(bllActivity.startTime), asc(bllActivity.id))
    .limit(UPCOMING_LIMIT);
  return rows.map((row) => ({ ...row, startTime: toWireTime(row.startTime), deadline: toWireTime(row.deadline) }));
}

/**
 * The activities starting last, upcoming ones included and closed ones too (their sign-ups
 * happened), each with its sign-ups and places, in the order they start.
 */
async function activitySignups(db: Executor): Promise<ActivitySignups[]> {
  const rows = await activitiesWithSignups(db).orderBy(desc(bllActivity.startTime), desc(bllActivity.id)).limit(CHART_ACTIVITIES);
  return rows.reverse().map(({ activityId, title, startTime, capacity, signedCount }) => ({
    activityId,
    title,
    startTime: toWireTime(startTime),
    capacity,
    signedCount,
  }));
}

/**
 * `GET /bll/dashboard`: the admin home's figures, each part only for a caller holding the
 * permission of the list it summarises (the super administrator holds them all); a caller
 * with none of them gets an empty object.
 */
export async function dashboardOf(db: Executor, user: LoginUser): Promise<Dashboard> {
  const data: Dashboard = {};
  if (hasPermission(user, 'bll:sign:list')) {
    const today = chinaToday();
    const months = lastMonths(today, CHART_MONTHS);
    data.members = await memberCounts(db);
    data.signupsThisMonth = await signupsSince(db, chinaMonthStart(today.slice(0, 7)));
    data.applicationsByMonth = await applicationsByMonth(db, months);
    data.paidMembersOverTime = await paidMembersOverTime(db, months);
  }
  if (hasPermission(user, 'bll:declare:list')) data.declarationsWaiting = await declarationsWaiting(db);
  if (hasPermission(user, 'bll:activity:list')) {
    data.upcomingActivities = await upcomingActivities(db);
    data.activitySignups = await activitySignups(db);
  }
  if (hasPermission(user, 'bll:article:list')) data.mostReadArticles = await mostRead(db, CHART_ARTICLES);
  if (hasPermission(user, 'pay:order:list')) data.onlineIncome = await onlineIncome(db, chinaMonthStart(chinaToday().slice(0, 7)));
  return data;
}
