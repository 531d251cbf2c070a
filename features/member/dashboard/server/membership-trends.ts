import { count, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { bllSignMember, bllSignOrg } from '@/features/member/tables';
import { APPLICATION_STATUS } from '@/lib/rules/member-rules';
import { chinaMonthStart, type ChinaMonth } from './china-months';
import type { MonthApplications, PaidMembersOn } from '../contract';

/**
 * Individual and organisation applications made in each month, zeros included: one count per
 * table grouped by the China month of `createTime`. The zone is written into the SQL rather
 * than bound, so the grouped expression is the selected one on PostgreSQL and PGlite alike.
 */
export async function applicationsByMonth(db: Executor, months: ChinaMonth[]): Promise<MonthApplications[]> {
  const since = chinaMonthStart(months[0].month);
  const [individual, organisation] = await Promise.all(
    [bllSignMember, bllSignOrg].map(async (table) => {
      const month = sql<string>`to_char(${table.createTime} at time zone 'Asia/Shanghai', 'YYYY-MM')`;
      const groups = await db.select({ month, count: count() }).from(table).where(gte(table.createTime, since)).groupBy(month);
      return new Map(groups.map((group) => [group.month, group.count]));
    }),
  );
  return months.map(({ month }) => ({ month, individual: individual.get(month) ?? 0, organisation: organisation.get(month) ?? 0 }));
}

/**
 * How many paid memberships were running at the end of each month (today for this one): paid,
 * begun on or before that day, valid until that day or later. A membership begins at
 * `memberSince`, which the confirmed payment sets; a paid row without it (written to the table
 * directly rather than through a confirmed payment) counts from its creation, so that the month
 * still running agrees with the paid-members figure. One filtered count per month, per table.
 */
export async function paidMembersOverTime(db: Executor, months: ChinaMonth[]): Promise<PaidMembersOn[]> {
  const totals = months.map(() => 0);
  for (const table of [bllSignMember, bllSignOrg]) {
    const since = sql`coalesce(${table.memberSince}, ${table.createTime})`;
    const runningOn = (day: string) =>
      sql<number>`count(*) filter (where ${since} < (${day}::date + 1)::timestamp at time zone 'Asia/Shanghai' and ${table.validUntil} >= ${day}::date)`.mapWith(
        Number,
      );
    const columns = Object.fromEntries(months.map(({ end }, index) => [`m${index}`, runningOn(end)]));
    const [row] = await db.select(columns).from(table).where(eq(table.status, APPLICATION_STATUS.paid));
    months.forEach((_, index) => (totals[index] += row[`m${index}`]));
  }
  return months.map(({ end }, index) => ({ day: end, paidMembers: totals[index] }));
}
