'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useHydrated, useOnChange } from '@/components/common/browser-state';
import type { DeclarationForm, DictOption } from '@/features/member/client/api';

/**
 * The declaration being typed, held by the Declare layout: the layout stays mounted while the
 * member moves between its pages, so switching from "fill in" to "attachments" and back keeps
 * every field (the spec's kept-alive /Declare). A copy in session storage survives a reload.
 */
const STORAGE_KEY = 'declare-draft';

export const EMPTY_DRAFT: DeclarationForm = {
  declareType: '',
  title: '',
  applicantName: '',
  employer: '',
  phone: '',
  email: '',
  description: '',
  files: [],
};

interface DraftState {
  draft: DeclarationForm;
  setDraft: (update: (current: DeclarationForm) => DeclarationForm) => void;
  reset: () => void;
  dictionaries: Record<string, DictOption[]>;
}

const DraftContext = createContext<DraftState | null>(null);

export function DeclarationDraftProvider({ dictionaries, children }: { dictionaries: Record<string, DictOption[]>; children: ReactNode }) {
  const [draft, setDraftState] = useState<DeclarationForm>(EMPTY_DRAFT);
  const [restored, setRestored] = useState(false);

  // The draft being typed lives in this tab's storage: it is restored once the page has hydrated.
  useOnChange(useHydrated(), (hydrated) => {
    if (!hydrated) return;
    try {
      const saved = sessionStorage.getItem(STORAGE_KEY);
      if (saved) setDraftState({ ...EMPTY_DRAFT, ...(JSON.parse(saved) as DeclarationForm) });
    } catch {
      sessionStorage.removeItem(STORAGE_KEY);
    }
    setRestored(true);
  });

  useEffect(() => {
    if (restored) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  }, [draft, restored]);

  const value: DraftState = {
    draft,
    setDraft: (update) => setDraftState(update),
    reset: () => setDraftState(EMPTY_DRAFT),
    dictionaries,
  };
  return <DraftContext.Provider value={value}>{children}</DraftContext.Provider>;
}

export function useDeclarationDraft(): DraftState {
  const state = useContext(DraftContext);
  if (!state) throw new Error('useDeclarationDraft must be used inside the Declare layout');
  return state;
}
