import { defineContracts } from '@/lib/contract/contract';

export const dept = defineContracts(
  { title: '部门管理' },
  {
    // GET /system/dept/list – flat departments within the caller's data scope, by parent and order
    list: { method: 'GET', path: '/system/dept/list', access: { permission: 'system:dept:list' } },
    // GET /system/dept/list/exclude/:deptId – every department but this one and those below it (the parent picker)
    listExclude: { method: 'GET', path: '/system/dept/list/exclude/:deptId', access: { permission: 'system:dept:list' } },
    // PUT /system/dept/updateSort – {deptIds: "1,2", orderNums: "3,4"}: new order numbers, pairwise
    updateSort: { method: 'PUT', path: '/system/dept/updateSort', access: { permission: 'system:dept:edit' } },
    // GET /system/dept/:deptId – one department with its parent's name
    get: { method: 'GET', path: '/system/dept/:deptId', access: { permission: 'system:dept:query' } },
    // POST /system/dept – a department under an enabled parent; `data` is its deptId
    add: { method: 'POST', path: '/system/dept', access: { permission: 'system:dept:add' } },
    // PUT /system/dept – changes a department named by deptId, moving its subtree when the parent changes
    edit: { method: 'PUT', path: '/system/dept', access: { permission: 'system:dept:edit' } },
    // DELETE /system/dept/:deptId – soft delete; 601 while sub-departments or users remain
    remove: { method: 'DELETE', path: '/system/dept/:deptId', access: { permission: 'system:dept:remove' } },
  },
);
