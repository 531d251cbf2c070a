import { defineContracts } from '@/lib/contract/contract';

export const menu = defineContracts(
  { title: '菜单管理' },
  {
    // GET /system/menu/list – the caller's menus, flat, ordered by parent and order number
    list: { method: 'GET', path: '/system/menu/list', access: { permission: 'system:menu:list' } },
    // GET /system/menu/treeselect – the caller's menus as a TreeSelect tree (the role form's picker)
    treeselect: { method: 'GET', path: '/system/menu/treeselect', access: 'user' },
    // GET /system/menu/roleMenuTreeselect/:roleId – a role's menus (checkedKeys) and the caller's menu tree (menus)
    roleMenuTreeselect: { method: 'GET', path: '/system/menu/roleMenuTreeselect/:roleId', access: 'user' },
    // PUT /system/menu/updateSort – JSON {menuIds: "1,2", orderNums: "3,4"}: new order numbers, pairwise
    updateSort: { method: 'PUT', path: '/system/menu/updateSort', access: { permission: 'system:menu:edit' } },
    // GET /system/menu/:menuId – one menu
    get: { method: 'GET', path: '/system/menu/:menuId', access: { permission: 'system:menu:query' } },
    // POST /system/menu – a new menu (unique name under its parent, unique route); `data` is its menuId
    add: { method: 'POST', path: '/system/menu', access: { permission: 'system:menu:add' } },
    // PUT /system/menu – changes a menu named by menuId
    edit: { method: 'PUT', path: '/system/menu', access: { permission: 'system:menu:edit' } },
    // DELETE /system/menu/:menuId – removes a menu without children or roles (601 warnings otherwise)
    remove: { method: 'DELETE', path: '/system/menu/:menuId', access: { permission: 'system:menu:remove' } },
  },
);
