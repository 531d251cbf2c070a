'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, createElement, useCallback, useContext, type ReactNode } from 'react';
import type { DictOption } from '@/lib/dictionary';

/** Reads one dictionary's options; the composition root provides the one the API answers. */
export type DictionaryLoader = (type: string) => Promise<DictOption[]>;

const DictionaryContext = createContext<DictionaryLoader>(async (type) => {
  throw new Error(`No dictionary source around this screen: dictionary ${type} cannot be read`);
});

export function DictionaryProvider({ load, children }: { load: DictionaryLoader; children: ReactNode }) {
  return createElement(DictionaryContext.Provider, { value: load }, children);
}

const DICT_KEY = 'dict';
const dictKey = (type: string) => [DICT_KEY, type] as const;

/**
 * A dictionary's options for the admin screens, fetched once per type for the session as the
 * reference's client store does; screens that edit a dictionary call `useInvalidateDict`. A change
 * made by another administrator shows after a reload, as in the reference.
 */
export function useDict(type: string): DictOption[] {
  const load = useContext(DictionaryContext);
  const answer = useQuery({ queryKey: dictKey(type), queryFn: () => load(type), staleTime: Infinity });
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
