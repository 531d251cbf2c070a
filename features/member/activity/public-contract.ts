import { answerData, defineContracts } from '@/lib/contract/contract';
import type { WireRow } from '@/lib/contract/wire';
import type { bllActivity } from '@/features/member/tables';

/*
 * The sign-up calls an article page makes, in a module of their own: the page loads them for any
 * reader, and must not carry the back office's schemas (`./contract.ts` adds the sign-up's schema
 * for the server and lists these under `memberActivity`).
 */

/**
 * An open activity as the sign-up calls answer it: its columns but who wrote it (with `placeEs`,
 * the English venue, and `memberFee`, null when members pay `fee`), times as text, how many have
 * signed up, whether it is full or past its deadline, whether the caller (signed in) has signed
 * up, and whether the caller holds a paid membership today, so that the member fee is their price.
 */
export type OpenActivity = WireRow<Omit<typeof bllActivity.$inferSelect, 'createBy' | 'updateBy'>> & {
  signedCount: number;
  full: boolean;
  closed: boolean;
  signedUp: boolean;
  /** The caller's sign-up, when they have one: its id, and `unpaid` while its price waits to be paid online. */
  signupId: number | null;
  payState: string;
  callerIsMember: boolean;
};

/** A sign-up as it was made: its id, whether its price is to be paid online (`unpaid`), and that price. */
export interface SignupMade {
  id: number;
  payState: string;
  amount: string;
}

export const publicActivity = defineContracts(
  {},
  {
    // GET /api/activity/activities/getInfoList – open activities (by activityId, articleId or activityType) with places, the caller's signedUp and callerIsMember
    getInfoList: {
      method: 'GET',
      path: '/api/activity/activities/getInfoList',
      access: 'anonymous',
      answer: answerData<OpenActivity[]>(),
    },
    // POST /api/activity/activities/saveBll – signs the caller up for an activity
    saveBll: { method: 'POST', path: '/api/activity/activities/saveBll', access: 'user', answer: answerData<SignupMade>() },
  },
);
