import { DEFAULT_AVATAR, toCurrentUser } from './user-info';

const user = { userId: 7, userName: '13800138000', nickName: '小王', avatar: '' };

test('a user without roles gets ROLE_DEFAULT and no permissions', () => {
  expect(toCurrentUser({ user, roles: [], permissions: ['system:user:list'] })).toMatchObject({
    roles: ['ROLE_DEFAULT'],
    permissions: [],
    isMember: false,
    isStaff: false,
  });
  expect(toCurrentUser({ user, roles: null })).toMatchObject({ roles: ['ROLE_DEFAULT'] });
});

test('roles, permissions, membership and staff pass through', () => {
  expect(toCurrentUser({ user, roles: ['member'], permissions: ['bll:article:list'], isMember: true, isStaff: true })).toMatchObject({
    roles: ['member'],
    permissions: ['bll:article:list'],
    isMember: true,
    isStaff: true,
  });
});

test('avatars: default image when empty, API path for stored files, full URLs as they are', () => {
  expect(toCurrentUser({ user }).avatar).toBe(DEFAULT_AVATAR);
  expect(toCurrentUser({ user: { ...user, avatar: '/profile/avatar/2026/08/18/a.png' } }).avatar).toBe(
    '/prod-api/profile/avatar/2026/08/18/a.png',
  );
  expect(toCurrentUser({ user: { ...user, avatar: 'https://cdn.example.org/a.png' } }).avatar).toBe('https://cdn.example.org/a.png');
});
