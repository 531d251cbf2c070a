'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { createContext, createElement, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { inLocale } from '@/lib/content/in-locale';
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

const NONE: DictOption[] = [];

/**
 * A dictionary's options for the admin screens, fetched once per type for the session as the
 * reference's client store does; screens that edit a dictionary call `useInvalidateDict`. A change
 * made by another administrator shows after a reload, as in the reference. Labels are in the
 * page's language: the English one where the entry has it.
 */
export function useDict(type: string): DictOption[] {
  const load = useContext(DictionaryContext);
  const locale = useLocale();
  const { data = NONE } = useQuery({ queryKey: dictKey(type), queryFn: () => load(type), staleTime: Infinity });
  return useMemo(
    () => data.map((option) => ({ ...option, dictLabel: inLocale(option.dictLabel, option.dictEsLabel, locale) })),
    [data, locale],
  );
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
