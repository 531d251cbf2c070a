'use client';

import { useEffect, useState } from 'react';
import { useOnChange } from '@/components/common/browser-state';
import { getConfigKey } from '@/features/system/config';
import type { FormValues } from '@/components/admin/list/field-problems';
import { INIT_PASSWORD_KEY, getUser, getUserFormOptions, type OfferedPost, type OfferedRole } from '@/features/system/user/client/api';
import type { user } from '@/features/system/user/contract';
import type { InputOf } from '@/lib/contract/contract';
import { ApiError } from '@/lib/http/request';

/**
 * The user dialog's state: text as typed, the department as the tree picker gives it (null for
 * none), the chosen roles and posts, and the login name and password only when adding.
 */
export type UserFormValues = Omit<FormValues<InputOf<typeof user.add>>, 'deptId' | 'roleIds' | 'postIds' | 'userName' | 'password'> & {
  userId?: number;
  deptId: number | null;
  roleIds: number[];
  postIds: number[];
  userName?: string;
  password?: string;
};

const EMPTY: UserFormValues = {
  deptId: null,
  userName: '',
  password: '',
  nickName: '',
  phonenumber: '',
  email: '',
  sex: '',
  status: '0',
  remark: '',
  roleIds: [],
  postIds: [],
};

interface Start {
  /** Kept from the last opening, so the title does not change while the dialog closes. */
  adding: boolean;
  values: UserFormValues;
  roles: OfferedRole[];
  posts: OfferedPost[];
  /** Saving waits for the user's current values, so a failed load never sends an empty form. */
  loaded: boolean;
  /** Why the load failed, shown in the dialog. */
  problem: string;
}

async function load(userId: number | null): Promise<Pick<Start, 'values' | 'roles' | 'posts'>> {
  if (userId === null) {
    // As in the reference, a new user starts with the configured initial password; without it
    // (the request helper has said why) the person types one.
    const [options, initPassword] = await Promise.all([getUserFormOptions(), getConfigKey(INIT_PASSWORD_KEY).catch(() => '')]);
    return { values: { ...EMPTY, password: initPassword ?? '' }, roles: options.roles ?? [], posts: options.posts ?? [] };
  }
  const detail = await getUser(userId);
  const user = detail.data;
  return {
    values: {
      userId: user.userId,
      deptId: user.deptId,
      nickName: user.nickName ?? '',
      phonenumber: user.phonenumber ?? '',
      email: user.email ?? '',
      sex: user.sex ?? '',
      status: user.status,
      remark: user.remark ?? '',
      roleIds: detail.roleIds ?? [],
      postIds: detail.postIds ?? [],
    },
    roles: detail.roles ?? [],
    posts: detail.posts ?? [],
  };
}

/**
 * What the user dialog starts from at each opening: empty fields at once, then the user's stored
 * values (or a new user's initial password) and the roles and posts on offer.
 */
export function useUserFormStart(target: { userId: number | null } | null): Start {
  const [start, setStart] = useState<Start>({ adding: true, values: EMPTY, roles: [], posts: [], loaded: false, problem: '' });

  // A new object each time, so the form resets even when the last opening never loaded.
  useOnChange(target, (opened) => {
    if (opened) setStart({ adding: opened.userId === null, values: { ...EMPTY }, roles: [], posts: [], loaded: false, problem: '' });
  });

  useEffect(() => {
    if (!target) return;
    let live = true;
    const adding = target.userId === null;
    load(target.userId).then(
      (loaded) => {
        if (live) setStart({ adding, ...loaded, loaded: true, problem: '' });
      },
      (error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
        if (live) setStart((current) => ({ ...current, problem: error.message }));
      },
    );
    return () => {
      live = false;
    };
  }, [target]);

  return start;
}
