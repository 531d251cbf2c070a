/**
 * What the pages know about the signed-in user, from `GET /getInfo` as the spec's client reads
 * it: a user without roles gets ROLE_DEFAULT (and then no permissions), an empty avatar the
 * default image, and `isMember` and `isStaff` are false unless the server says otherwise.
 */
import { API_BASE } from './http/api-base';

export const DEFAULT_ROLE = 'ROLE_DEFAULT';
export const DEFAULT_AVATAR = '/logo.svg';

export interface CurrentUser {
  userId: number;
  userName: string;
  nickName: string;
  avatar: string;
  roles: string[];
  permissions: string[];
  isMember: boolean;
  /** Has a back-office menu: sign-in leads to the back office, the public header links to it. */
  isStaff: boolean;
}

interface UserInfoLike {
  user: { userId: number; userName: string; nickName: string; avatar?: string | null };
  roles?: string[] | null;
  permissions?: string[] | null;
  isMember?: boolean;
  isStaff?: boolean;
}

function avatarUrl(avatar: string | null | undefined): string {
  if (!avatar) return DEFAULT_AVATAR;
  return /^https?:\/\//.test(avatar) ? avatar : `${API_BASE}${avatar}`;
}

export function toCurrentUser(info: UserInfoLike): CurrentUser {
  const roles = info.roles?.length ? info.roles : [DEFAULT_ROLE];
  return {
    userId: info.user.userId,
    userName: info.user.userName,
    nickName: info.user.nickName,
    avatar: avatarUrl(info.user.avatar),
    roles,
    permissions: info.roles?.length ? (info.permissions ?? []) : [],
    isMember: info.isMember === true,
    isStaff: info.isStaff === true,
  };
}
