import { crudContracts, defineContracts, exportContract } from '@/lib/contract/contract';
import { CONTENT_TAGS } from '@/lib/content/content-tags';

export const activitySignup = defineContracts(
  { title: '活动报名' },
  {
    // GET /activity/signup/list?activityId= – sign-ups, paged, by activity, name and phone
    list: { method: 'GET', path: '/activity/signup/list', access: { permission: 'bll:activity:query' } },
    // GET|POST /activity/signup/export?activityId= – the sign-ups as 活动报名.xlsx
    export: exportContract('/activity/signup/export', 'bll:activity:export'),
  },
);

export const activity = defineContracts(
  { title: '活动管理', tags: [CONTENT_TAGS.activities] },
  {
    // list: activities of every status, paged, by title, type, status and start days; each with signedCount
    // get: one activity with signedCount
    // add: a new activity; `data` is its id
    // edit: changes the activity named by id; capacity never below its sign-ups
    // remove: comma-joined ids, all or none; an activity with sign-ups is refused
    ...crudContracts('/activity/activities', 'id', 'bll:activity'),
    // GET|POST /activity/activities/export – the list's activities as 活动数据.xlsx
    export: exportContract('/activity/activities/export', 'bll:activity:export'),
  },
);

export const memberActivity = defineContracts(
  {},
  {
    // GET /api/activity/activities/getInfoList – open activities (by activityId, articleId or activityType) with places and the caller's signedUp
    getInfoList: { method: 'GET', path: '/api/activity/activities/getInfoList', access: 'anonymous' },
    // POST /api/activity/activities/saveBll – signs the caller up for an activity
    saveBll: { method: 'POST', path: '/api/activity/activities/saveBll', access: 'user' },
    // GET /api/activity/activities/mySignups – the caller's sign-ups, for the personal page
    mySignups: { method: 'GET', path: '/api/activity/activities/mySignups', access: 'user' },
  },
);
