import { crudContracts, defineContracts, exportContract } from '@/lib/contract/contract';

export const user = defineContracts(
  { title: '用户管理' },
  {
    // list: paged users within the caller's data scope, never a password
    // get: the user (`data`), the ids of their roles and the roles they may be given
    // add: a new user with roles; `data` is its userId
    // edit: changes a user named by userId; the sign-in name and password stay
    // remove: comma-joined ids, all or none; never oneself or user 1
    ...crudContracts('/system/user', 'userId', 'system:user'),
    // GET /system/user/export – a temporary 用户数据.xlsx for /common/download; POST – the workbook itself
    export: exportContract('/system/user/export', 'system:user:export'),
    // POST /system/user/importTemplate – the empty import workbook, for any signed-in user
    importTemplate: { method: 'POST', path: '/system/user/importTemplate', access: 'user', answersFile: true },
    // POST /system/user/importData?updateSupport=0|1 – multipart `file`: all rows or none; the report is in `msg`
    importData: { method: 'POST', path: '/system/user/importData', access: { permission: 'system:user:import' }, log: 'import' },
    // GET /system/user/deptTree – the department picker of the user screen (TreeSelect), scoped
    deptTree: { method: 'GET', path: '/system/user/deptTree', access: { permission: 'system:user:list' } },
    // GET /system/user/authRole/:userId – the user and every role it may be given, flagged when held
    getAuthRole: { method: 'GET', path: '/system/user/authRole/:userId', access: { permission: 'system:user:query' } },
    // PUT /system/user/authRole?userId=&roleIds=1,2 – replaces a user's roles (query parameters, as the UI sends them)
    updateAuthRole: { method: 'PUT', path: '/system/user/authRole', access: { permission: 'system:user:edit' }, log: 'grant' },
    // PUT /system/user/resetPwd – {userId, password}: a new password under the policy; the user's sessions end
    resetPwd: { method: 'PUT', path: '/system/user/resetPwd', access: { permission: 'system:user:resetPwd' } },
    // PUT /system/user/changeStatus – {userId, status}: disabling ends the user's sessions
    changeStatus: { method: 'PUT', path: '/system/user/changeStatus', access: { permission: 'system:user:edit' } },
    // GET /system/user/ – the roles a new user may be given
    formOptions: { method: 'GET', path: '/system/user', access: { permission: 'system:user:query' } },
  },
);
