import type { memberActivity } from '@/features/member/activity/contract';
import { publicActivity } from '@/features/member/activity/public-contract';
import type { DataOf, InputOf } from '@/lib/contract/contract';
import { request } from '@/lib/http/request';

/** The article page's sign-up calls (contract 10.5), without the back office's schemas. */

/** An open activity with its places, whether sign-up is closed, and whether the caller signed up. */
export type Activity = DataOf<typeof publicActivity.getInfoList>[number];

/** What a sign-up sends: the fields as the server's schema reads them. */
export type SignupInput = InputOf<typeof memberActivity.saveBll>;

export const getActivities = (articleId: number) => request(publicActivity.getInfoList, { params: { articleId } });

export const signUpForActivity = (body: SignupInput) => request(publicActivity.saveBll, { data: body, silent: true });
