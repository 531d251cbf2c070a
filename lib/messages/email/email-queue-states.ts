/** A queued message's states: waiting (or waiting to be tried again), taken by a run, sent, failed for good. */
export const EMAIL_STATES = ['queued', 'sending', 'sent', 'failed'] as const;
export type EmailState = (typeof EMAIL_STATES)[number];
