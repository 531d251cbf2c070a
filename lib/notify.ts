/**
 * What the request helper tells a person: error toasts for code 500, warnings for 601, titled
 * notifications for other codes, and successes. The on-screen notifier subscribes here.
 */
export type NoticeSeverity = 'error' | 'warning' | 'info' | 'success';

export interface Notice {
  id: number;
  severity: NoticeSeverity;
  message: string;
  title?: string;
}

/** How long a notice stays on screen, as the spec says. */
export const NOTICE_DURATION_MS = 5000;

type Listener = (notice: Notice) => void;
const listeners = new Set<Listener>();
let nextId = 1;

export function notify(severity: NoticeSeverity, message: string, title?: string): void {
  const notice = { id: nextId++, severity, message, title };
  listeners.forEach((listener) => listener(notice));
}

export function subscribeNotices(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
