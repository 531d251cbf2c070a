'use client';

import { useEffect, type ReactNode } from 'react';
import { setRequestMessages } from '@/lib/http/request-messages';
import type { ErrorMessages } from '@/lib/http/request-errors';
import { Toasts } from './toasts';

/** Notifications and the request helper's language for every page. */
export function AppProviders({
  errorMessages,
  closeLabel,
  children,
}: {
  errorMessages: ErrorMessages;
  closeLabel: string;
  children: ReactNode;
}) {
  // Also during the browser's render: children's effects run before ours, and their first calls
  // must already speak the page's language. The server never calls the API through this helper.
  if (typeof window !== 'undefined') setRequestMessages(errorMessages);
  useEffect(() => setRequestMessages(errorMessages), [errorMessages]);
  return (
    <>
      {children}
      <Toasts closeLabel={closeLabel} />
    </>
  );
}
