'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Column } from '@/components/admin/list/data-table';
import { DictTag } from '@/components/admin/list/dict-tag';
import { useDict } from '@/components/admin/list/use-dict';
import type { RoleUser } from '@/features/system/role/client/api';

/** The user columns both the allocated and the unallocated list show. */
export function useRoleUserColumns(): Column<RoleUser>[] {
  const t = useTranslations('admin.roleAuthUser');
  const statuses = useDict('sys_normal_disable');
  return useMemo(
    () => [
      { key: 'userName', label: t('userName') },
      { key: 'nickName', label: t('nickName') },
      { key: 'email', label: t('email') },
      { key: 'phonenumber', label: t('phone') },
      { key: 'status', label: t('status'), render: (row) => <DictTag options={statuses} value={row.status} /> },
      { key: 'createTime', label: t('createTime') },
    ],
    [t, statuses],
  );
}
