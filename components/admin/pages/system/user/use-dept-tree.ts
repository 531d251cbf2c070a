'use client';

import { useQuery } from '@tanstack/react-query';
import { getDeptTree } from '@/lib/api/user';
import type { TreeSelectNode } from '@/lib/api/tree-select';

const NONE: TreeSelectNode[] = [];

/** The departments within the caller's data scope, for the tree beside the list and the form's picker. */
export function useDeptTree(): TreeSelectNode[] {
  return useQuery({ queryKey: ['system-user-dept-tree'], queryFn: getDeptTree }).data ?? NONE;
}
