import { answerData, defineContracts, type Result } from '@/lib/contract/contract';
import type { listActivities } from './server/activity-service';

/*
 * The sign-up calls an article page makes, in a module of their own: the page loads them for any
 * reader, and must not carry the back office's schemas (`./contract.ts` adds the sign-up's schema
 * for the server and lists these under `memberActivity`).
 */
export const publicActivity = defineContracts(
  {},
  {
    // GET /api/activity/activities/getInfoList – open activities (by activityId, articleId or activityType) with places and the caller's signedUp
    getInfoList: {
      method: 'GET',
      path: '/api/activity/activities/getInfoList',
      access: 'anonymous',
      answer: answerData<Result<typeof listActivities>>(),
    },
    // POST /api/activity/activities/saveBll – signs the caller up for an activity
    saveBll: { method: 'POST', path: '/api/activity/activities/saveBll', access: 'user' },
  },
);
