'use client';

import { useMemo, type ReactNode } from 'react';
import { hasPermi, hasRole } from '@/lib/admin/permissions';
import { useAdmin } from './shell/admin-context';

/**
 * The spec's permission and role checks (section 6) as a hook and two components: what the user
 * may not do is not rendered at all (the API refuses it regardless).
 */
export function useAuth() {
  const { user } = useAdmin();
  return useMemo(() => ({ hasPermi: (...values: string[]) => hasPermi(user.permissions, values) }), [user]);
}

export function HasPermi({ value, children }: { value: string[]; children: ReactNode }) {
  const { user } = useAdmin();
  return hasPermi(user.permissions, value) ? children : null;
}

/** The spec's role check (section 6): no screen needs it yet, but it is the role directive the spec requires. */
export function HasRole({ value, children }: { value: string[]; children: ReactNode }) {
  const { user } = useAdmin();
  return hasRole(user.roles, value) ? children : null;
}
