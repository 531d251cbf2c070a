'use client';

import { useQuery } from '@tanstack/react-query';
import { getDeptTree } from '@/features/system/user/client/api';
import type { TreeSelectNode } from '@/lib/tree-select';

const NONE: TreeSelectNode[] = [];

/** The departments within the caller's data scope, for the tree beside the list and the form's picker. */
export function useDeptTree(): TreeSelectNode[] {
  return useQuery({ queryKey: ['system-user-dept-tree'], queryFn: getDeptTree }).data ?? NONE;
}
