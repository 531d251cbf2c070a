import { activity, activitySignup } from '@/features/member/activity/contract';
import type { RowOf } from '@/lib/contract/contract';
import type { Filters } from '@/lib/http/list';
import { rowCalls, type RowInput } from '@/lib/http/row-calls';
import { request } from '@/lib/http/request';

/** The back office's activity calls (contract 10.5, docs/membership.md, permissions bll:activity:*), typed by their contracts. */

/** An activity as the admin list gives it: every status, with its sign-up count. */
export type AdminActivity = RowOf<typeof activity.list>;

/** What a save sends: the form's fields as the schema parses them (times `yyyy-MM-dd HH:mm:ss` China time, `endTime` and `articleId` may be null). */
export type ActivityInput = RowInput<typeof activity, 'id'>;

export type ActivitySignup = RowOf<typeof activitySignup.list>;

export const listSignups = (params: Filters) => request(activitySignup.list, { params });
export const SIGNUP_EXPORT_PATH = activitySignup.export.path;
export const activityRows = rowCalls(activity, 'id');
