import { dashboard } from '@/features/member/dashboard/contract';
import type { DataOf } from '@/lib/contract/contract';
import { request } from '@/lib/http/request';

/** The admin home's counts (`GET /bll/dashboard`); each part is there only with its permission. */
export type DashboardOverview = DataOf<typeof dashboard.get>;

export const getDashboard = () => request(dashboard.get).then((answer) => answer.data);
