'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getDicts, type DictOption } from '@/lib/api/member';

const dictKey = (type: string) => ['dict', type] as const;

/**
 * A dictionary's options for the admin screens, fetched once per type for the session as the
 * reference's client store does; screens that edit a dictionary call `useInvalidateDict`.
 */
export function useDict(type: string): DictOption[] {
  const answer = useQuery({ queryKey: dictKey(type), queryFn: async () => (await getDicts(type)).data ?? [], staleTime: Infinity });
  return answer.data ?? [];
}

export function useInvalidateDict(): (type: string) => Promise<void> {
  const queryClient = useQueryClient();
  return (type) => queryClient.invalidateQueries({ queryKey: dictKey(type) });
}
