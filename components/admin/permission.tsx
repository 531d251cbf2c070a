'use client';

import { useMemo, type ReactNode } from 'react';
import { hasPermi, hasPermiAnd, hasRole, hasRoleAnd } from '@/lib/admin/permissions';
import { useAdmin } from './shell/admin-context';

/**
 * The spec's permission and role directives as a hook and two components: what the user may
 * not do is not rendered at all (the API refuses it regardless).
 */
export function useAuth() {
  const { user } = useAdmin();
  return useMemo(
    () => ({
      hasPermi: (...values: string[]) => hasPermi(user.permissions, values),
      hasPermiAnd: (...values: string[]) => hasPermiAnd(user.permissions, values),
      hasRole: (...values: string[]) => hasRole(user.roles, values),
      hasRoleAnd: (...values: string[]) => hasRoleAnd(user.roles, values),
    }),
    [user],
  );
}

export function HasPermi({ value, children }: { value: string[]; children: ReactNode }) {
  const { user } = useAdmin();
  return hasPermi(user.permissions, value) ? children : null;
}

export function HasRole({ value, children }: { value: string[]; children: ReactNode }) {
  const { user } = useAdmin();
  return hasRole(user.roles, value) ? children : null;
}
