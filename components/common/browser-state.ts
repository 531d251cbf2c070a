'use client';

import { useState, useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * True once the page runs in the browser, false on the server and while it hydrates, so a value
 * only the browser knows (storage, cookies) shows after hydration without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

const UNSEEN = Symbol('unseen');

/**
 * Calls `onChange` during render with the first `value` and whenever it changes (by `Object.is`),
 * to adjust this component's own state to a prop or a browser value: React renders again at
 * once, without the extra pass and flash of a state set in an effect.
 */
export function useOnChange<T>(value: T, onChange: (value: T) => void): void {
  const [seen, setSeen] = useState<T | typeof UNSEEN>(UNSEEN);
  if (!Object.is(seen, value)) {
    setSeen(value);
    onChange(value);
  }
}
