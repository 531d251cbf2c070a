import { defineContracts, exportContract } from '@/lib/contract/contract';
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
    // GET /activity/activities/list – activities of every status, paged, by title, type, status and start days; each with signedCount
    list: { method: 'GET', path: '/activity/activities/list', access: { permission: 'bll:activity:list' } },
    // GET|POST /activity/activities/export – the list's activities as 活动数据.xlsx
    export: exportContract('/activity/activities/export', 'bll:activity:export'),
    // GET /activity/activities/:id – one activity with signedCount
    get: { method: 'GET', path: '/activity/activities/:id', access: { permission: 'bll:activity:query' } },
    // POST /activity/activities – a new activity; `data` is its id
    add: { method: 'POST', path: '/activity/activities', access: { permission: 'bll:activity:add' } },
    // PUT /activity/activities – changes the activity named by id; capacity never below its sign-ups
    edit: { method: 'PUT', path: '/activity/activities', access: { permission: 'bll:activity:edit' } },
    // DELETE /activity/activities/:ids – comma-joined ids, all or none; an activity with sign-ups is refused
    remove: { method: 'DELETE', path: '/activity/activities/:ids', access: { permission: 'bll:activity:remove' } },
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
