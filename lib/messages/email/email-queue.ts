import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysEmailOutbox } from '@/lib/backend/db/schema';
import type { BackendServices } from '@/lib/backend/services';
import { EmailDeliveryError, maskedEmail, type EmailMessage } from './email-sender';

/** A message to queue: rendered already, with what the record files it under. */
export interface QueuedEmail extends EmailMessage {
  template: string;
  locale: string;
  ipaddr?: string;
}

/** After the n-th failed try, the next one waits this many minutes; after the last, the message is failed. */
export const RETRY_DELAYS_MINUTES = [1, 5, 30, 120, 480];
export const MAX_TRIES = RETRY_DELAYS_MINUTES.length + 1;
/** A message taken by a run that never finished (the instance stopped) is taken again after this. */
const CLAIM_MS = 10 * 60_000;
const ERROR_MAX = 500;
/** What a run may take: waiting messages, and those whose claim ran out. */
const CLAIMABLE = ['queued', 'sending'];

/**
 * Queues a message, in the caller's transaction when it has one: it leaves only if the step that
 * made it stands. Answers the record's id.
 */
export async function queueEmail(db: Executor, provider: string, email: QueuedEmail): Promise<number> {
  const [row] = await db
    .insert(sysEmailOutbox)
    .values({
      toAddress: email.to,
      subject: email.subject,
      template: email.template,
      locale: email.locale,
      textBody: email.text,
      htmlBody: email.html,
      headers: JSON.stringify(email.headers ?? {}),
      ipaddr: email.ipaddr ?? '',
      provider,
    })
    .returning({ id: sysEmailOutbox.id });
  return row.id;
}

type OutboxRow = typeof sysEmailOutbox.$inferSelect;

/**
 * Takes up to `limit` messages that are due, oldest first, for this run alone: rows another
 * instance holds are skipped, and each taken row is marked sending with a claim that runs out,
 * so a message is sent once however many instances drain at the same time.
 */
async function claim(db: Executor, now: Date, limit: number): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: sysEmailOutbox.id })
      .from(sysEmailOutbox)
      .where(and(inArray(sysEmailOutbox.state, CLAIMABLE), lte(sysEmailOutbox.nextTry, now)))
      .orderBy(asc(sysEmailOutbox.nextTry), asc(sysEmailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(sysEmailOutbox)
      .set({ state: 'sending', nextTry: new Date(now.getTime() + CLAIM_MS) })
      .where(
        and(
          inArray(
            sysEmailOutbox.id,
            due.map((row) => row.id),
          ),
          inArray(sysEmailOutbox.state, CLAIMABLE),
        ),
      )
      .returning();
  });
}

export interface Drained {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Sends what is due, at most the sender's rate for one run (the job runs each minute): each
 * message once, its outcome on its record. A failure is tried again after the next delay of
 * `RETRY_DELAYS_MINUTES`; after the last try, or at a permanent refusal, the message is failed.
 */
export async function drainEmails(deps: BackendServices, now: Date, signal: AbortSignal): Promise<Drained> {
  const taken = await claim(deps.db, now, deps.email.ratePerMinute);
  const counts: Drained = { sent: 0, retried: 0, failed: 0 };
  for (const row of taken) {
    if (signal.aborted) {
      // Not tried: handed back as it was, due at once for the next run.
      await deps.db.update(sysEmailOutbox).set({ state: 'queued', nextTry: now }).where(eq(sysEmailOutbox.id, row.id));
      continue;
    }
    const attempts = row.attempts + 1;
    try {
      const { messageId } = await deps.email.send({
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        headers: JSON.parse(row.headers) as Record<string, string>,
      });
      await deps.db
        .update(sysEmailOutbox)
        .set({ state: 'sent', attempts, messageId: messageId.slice(0, 255), error: '', sentTime: new Date() })
        .where(eq(sysEmailOutbox.id, row.id));
      counts.sent += 1;
    } catch (error) {
      const permanent = error instanceof EmailDeliveryError && error.permanent;
      const last = permanent || attempts >= MAX_TRIES;
      const delay = RETRY_DELAYS_MINUTES[Math.min(attempts, RETRY_DELAYS_MINUTES.length) - 1] * 60_000;
      await deps.db
        .update(sysEmailOutbox)
        .set({
          state: last ? 'failed' : 'queued',
          attempts,
          nextTry: new Date(now.getTime() + delay),
          error: (error as Error).message.slice(0, ERROR_MAX),
        })
        .where(eq(sysEmailOutbox.id, row.id));
      counts[last ? 'failed' : 'retried'] += 1;
      if (last)
        deps.log(
          `[email] message ${row.id} to ${maskedEmail(row.toAddress)} failed after ${attempts} tries: ${(error as Error).message}`,
          'error',
        );
    }
  }
  return counts;
}
