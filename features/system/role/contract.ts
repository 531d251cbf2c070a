import { crudContracts, defineContracts, exportContract } from '@/lib/contract/contract';

export const role = defineContracts(
  { title: '角色管理' },
  {
    // GET /system/role/authUser/allocatedList?roleId= – users holding the role, within the caller's user scope, paged
    authUserAllocatedList: { method: 'GET', path: '/system/role/authUser/allocatedList', access: { permission: 'system:role:list' } },
    // GET /system/role/authUser/unallocatedList?roleId= – users not holding it, within the caller's user scope, paged
    authUserUnallocatedList: { method: 'GET', path: '/system/role/authUser/unallocatedList', access: { permission: 'system:role:list' } },
    // PUT /system/role/authUser/cancel – JSON {userId, roleId}: takes the role from one user
    authUserCancel: { method: 'PUT', path: '/system/role/authUser/cancel', access: { permission: 'system:role:edit' }, log: 'grant' },
    // PUT /system/role/authUser/cancelAll?roleId=&userIds=3,4 – takes the role from several users
    authUserCancelAll: { method: 'PUT', path: '/system/role/authUser/cancelAll', access: { permission: 'system:role:edit' }, log: 'grant' },
    // PUT /system/role/authUser/selectAll?roleId=&userIds=3,4 – gives the role to several users
    authUserSelectAll: { method: 'PUT', path: '/system/role/authUser/selectAll', access: { permission: 'system:role:edit' }, log: 'grant' },
    // list: roles within the caller's data scope, paged, by name, key, status and creation days
    // get: one role within the caller's scope
    // add: a new role with its menus (unique name and key); `data` is its roleId
    // edit: changes a role (not role 1) and replaces its menus
    // remove: comma-joined ids, all or none; role 1 and roles someone holds are refused
    ...crudContracts('/system/role', 'roleId', 'system:role'),
    // GET /system/role/export – the older flow: a temporary 角色数据.xlsx for /common/download; POST – the workbook itself
    export: exportContract('/system/role/export', 'system:role:export'),
    // GET /system/role/optionselect – every role within the caller's scope, for pickers
    optionselect: { method: 'GET', path: '/system/role/optionselect', access: { permission: 'system:role:query' } },
    // PUT /system/role/dataScope – a role's data scope and, for the custom scope, its departments
    dataScope: { method: 'PUT', path: '/system/role/dataScope', access: { permission: 'system:role:edit' } },
    // PUT /system/role/changeStatus – enables or disables a role (not role 1)
    changeStatus: { method: 'PUT', path: '/system/role/changeStatus', access: { permission: 'system:role:edit' } },
    // GET /system/role/deptTree/:roleId – the role's departments (checkedKeys) and the department tree (depts)
    deptTree: { method: 'GET', path: '/system/role/deptTree/:roleId', access: { permission: 'system:role:query' } },
  },
);
