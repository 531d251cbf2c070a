import { dashboard } from '@/features/member/dashboard/contract';
import { request, type Envelope } from '@/lib/http/request';

/** The admin home's counts (`GET /bll/dashboard`); each part is there only with its permission. */
export interface DashboardOverview {
  members?: { byStatus: { status: string; count: number }[]; total: number; paidMembers: number };
  signupsThisMonth?: number;
  declarationsWaiting?: number;
  upcomingActivities?: {
    activityId: number;
    title: string;
    startTime: string;
    place: string;
    capacity: number;
    signedCount: number;
    deadline: string | null;
  }[];
}

export const getDashboard = () => request<Envelope & { data: DashboardOverview }>(dashboard.get).then((answer) => answer.data);
