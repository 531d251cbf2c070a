import { answerData, defineContracts } from '@/lib/contract/contract';
import type { WireRow } from '@/lib/contract/wire';
import type { bllArticle } from '@/features/content/tables';
import type { bllActivity } from '@/features/member/tables';
import type { OnlineIncome } from '@/features/member/payment';

type ActivityColumns = WireRow<typeof bllActivity.$inferSelect>;

/**
 * Applications of both kinds (individual and organisation) by status, every status listed with
 * zeros included, their total, and how many are paid memberships still running.
 */
export interface MemberCounts {
  byStatus: { status: string; count: number }[];
  total: number;
  paidMembers: number;
}

/** Individual and organisation applications made in one China month (`yyyy-MM`). */
export interface MonthApplications {
  month: string;
  individual: number;
  organisation: number;
}

/** How many paid memberships were running at the end of a month (`day`, today for this one). */
export interface PaidMembersOn {
  day: string;
  paidMembers: number;
}

/** An activity in the dashboard's charts and lists: its id as `activityId`, with how many signed up. */
export type ActivitySignups = Pick<ActivityColumns, 'title' | 'startTime' | 'capacity'> & { activityId: number; signedCount: number };

/** An open activity still to start, with where it is held and its sign-up deadline. */
export type UpcomingActivity = ActivitySignups & Pick<ActivityColumns, 'place' | 'deadline'>;

/** A published article among those read most. */
export type MostReadArticle = Pick<WireRow<typeof bllArticle.$inferSelect>, 'id' | 'articleName' | 'viewCount'>;

/** The admin home's figures: each part present only for a caller holding the permission of the list it summarises. */
export interface Dashboard {
  members?: MemberCounts;
  signupsThisMonth?: number;
  applicationsByMonth?: MonthApplications[];
  paidMembersOverTime?: PaidMembersOn[];
  declarationsWaiting?: number;
  upcomingActivities?: UpcomingActivity[];
  activitySignups?: ActivitySignups[];
  mostReadArticles?: MostReadArticle[];
  onlineIncome?: OnlineIncome;
}

export const dashboard = defineContracts(
  {},
  {
    // GET /bll/dashboard – the admin home's figures, only the parts the caller's permissions cover
    get: { method: 'GET', path: '/bll/dashboard', access: 'user', answer: answerData<Dashboard>() },
  },
);
