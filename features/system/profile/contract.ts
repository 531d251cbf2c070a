import { defineContracts } from '@/lib/contract/contract';

export const profile = defineContracts(
  { title: '个人信息', ownAccount: true },
  {
    // GET /system/user/profile – the caller as SysUser, with role names
    get: { method: 'GET', path: '/system/user/profile', access: 'user' },
    // PUT /system/user/profile – nickname, email, phone and gender of the caller
    edit: { method: 'PUT', path: '/system/user/profile', access: 'user' },
    // PUT /system/user/edit – the portal pages' name for the same change
    editOwn: { method: 'PUT', path: '/system/user/edit', access: 'user' },
    // PUT /system/user/profile/updatePwd – a new password, given the old one
    updatePwd: { method: 'PUT', path: '/system/user/profile/updatePwd', access: 'user' },
    // POST /system/user/profile/avatar – multipart `avatarfile`: a new avatar image
    avatar: { method: 'POST', path: '/system/user/profile/avatar', access: 'user' },
  },
);
