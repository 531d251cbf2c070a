'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getDicts, type DictOption } from '@/features/member/client/api';

const DICT_KEY = 'dict';
const dictKey = (type: string) => [DICT_KEY, type] as const;

/**
 * A dictionary's options for the admin screens, fetched once per type for the session as the
 * reference's client store does; screens that edit a dictionary call `useInvalidateDict`. A change
 * made by another administrator shows after a reload, as in the reference.
 */
export function useDict(type: string): DictOption[] {
  const answer = useQuery({ queryKey: dictKey(type), queryFn: async () => (await getDicts(type)).data ?? [], staleTime: Infinity });
  return answer.data ?? [];
}

export function useInvalidateDict(): (type: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback((type: string) => queryClient.invalidateQueries({ queryKey: dictKey(type) }), [queryClient]);
}

/** Forgets every dictionary read so far, as the reference's store does after the cache refresh. */
export function useInvalidateAllDicts(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [DICT_KEY] }), [queryClient]);
}
