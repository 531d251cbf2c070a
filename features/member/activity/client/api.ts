import { activity, activitySignup } from '@/features/member/activity/contract';
import { rowCalls } from '@/lib/http/row-calls';
import { request, type Envelope } from '@/lib/http/request';
import type { Filters, ListAnswer } from '@/lib/http/list';
import type { Activity } from '@/features/member/client/api';

/** The back office's activity calls (contract 10.5, docs/membership.md, permissions bll:activity:*). */

/** An activity as the admin list gives it: every status, with its sign-up count. */
export type AdminActivity = Omit<Activity, 'full' | 'closed' | 'signedUp'> & {
  activityType: string;
  articleId: number | null;
  status: string;
  createTime: string;
};

/** The form's fields; times are `yyyy-MM-dd HH:mm:ss` China time, `endTime` and `articleId` may be empty. */
export interface ActivityInput {
  id?: number;
  title: string;
  titleEs: string;
  activityType: string;
  articleId: number | null;
  startTime: string;
  endTime: string;
  deadline: string;
  place: string;
  capacity: string;
  fee: string;
  summary: string;
  status: string;
}

export interface ActivitySignup {
  id: number;
  activityId: number;
  activityTitle: string;
  userId: number;
  name: string;
  phone: string;
  employer: string;
  remark: string;
  createTime: string;
}

export const listSignups = (params: Filters) => request<Envelope & ListAnswer<ActivitySignup>>(activitySignup.list, { params });
export const SIGNUP_EXPORT_PATH = activitySignup.export.path;
export const activityRows = rowCalls<AdminActivity, ActivityInput>(activity, 'id');
