/** @postgres two instances draining at once: the claim skips the rows another holds. The e-mail queue against a real SMTP server on a loopback port: STARTTLS, a login, refusals and retries. */
import { eq } from 'drizzle-orm';
import { sysEmailOutbox } from '@/lib/backend/db/schema';
import { startHarness, type Harness } from '@/tests/support/api-harness';
import { localSmtp, SMTP_TEST_CERT, SMTP_USER, type LocalSmtp } from '@/tests/support/smtp-server';
import { drainEmails, MAX_TRIES, queueEmail, type QueuedEmail } from '@/lib/messages/email/email-queue';
import { createEmailSender, type EmailSender } from '@/lib/messages/email/email-sender';
import { parseEmailSettings } from '@/lib/messages/email/email-settings';

let api: Harness;
let smtp: LocalSmtp;
let sender: EmailSender;
const errors: string[] = [];

const senderFor = (env: Record<string, string>) =>
  createEmailSender(
    parseEmailSettings({
      EMAIL_PROVIDER: 'smtp',
      EMAIL_FROM: '录音师协会 <office@audio-engineers.org.cn>',
      SMTP_CA: SMTP_TEST_CERT,
      ...env,
    }),
  );

beforeAll(async () => {
  smtp = await localSmtp();
  sender = senderFor({ SMTP_URL: smtp.url });
  api = await startHarness({ email: sender });
  api.backend.deps.log = (message, level) => {
    if (level === 'error') errors.push(message);
  };
});
afterAll(async () => {
  sender?.close();
  await api?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await api.backend.deps.db.delete(sysEmailOutbox);
  smtp.received.length = 0;
  smtp.refuse = null;
  errors.length = 0;
  api.backend.deps.email = sender;
});

const message = (to: string, overrides: Partial<QueuedEmail> = {}): QueuedEmail => ({
  to,
  subject: '入会申请已收到',
  text: '您的入会申请已收到。\n\n录音师协会',
  html: '<p>您的入会申请已收到。</p><p>录音师协会</p>',
  template: 'test',
  locale: 'zh',
  ...overrides,
});
const queue = (email: QueuedEmail) => queueEmail(api.backend.deps.db, api.backend.deps.email.provider, email);
const drain = (now = new Date()) => drainEmails(api.backend.deps, now, new AbortController().signal);
const record = async (id: number) => (await api.backend.deps.db.select().from(sysEmailOutbox).where(eq(sysEmailOutbox.id, id)))[0];

test('a queued message leaves over STARTTLS with the login, both parts and its own headers, and its record says sent', async () => {
  const id = await queue(
    message('member@example.com', {
      headers: { 'List-Unsubscribe': '<https://aea.example/unsubscribe?t=x>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    }),
  );
  expect(await record(id)).toMatchObject({ state: 'queued', attempts: 0, provider: 'smtp' });
  expect(smtp.received).toHaveLength(0);

  expect(await drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
  const [got] = smtp.received;
  expect(got).toMatchObject({ from: 'office@audio-engineers.org.cn', to: ['member@example.com'], secure: true, user: SMTP_USER });
  expect(got.mail.subject).toBe('入会申请已收到');
  expect(got.mail.text).toContain('您的入会申请已收到。');
  expect(got.mail.html).toContain('<p>您的入会申请已收到。</p>');
  // The header lines as they came (mailparser folds List-* headers into one parsed value).
  expect(got.mail.headerLines.filter((line) => line.key.startsWith('list-')).map((line) => line.line)).toEqual([
    'List-Unsubscribe: <https://aea.example/unsubscribe?t=x>',
    'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
  ]);
  expect(await record(id)).toMatchObject({ state: 'sent', attempts: 1, error: '', messageId: expect.stringMatching(/^<.+>$/) });
  // Sent once: a second run finds nothing due.
  expect(await drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
});

test('a passing refusal is tried again after a minute; a permanent one fails at once and is logged', async () => {
  const passing = await queue(message('later@example.com'));
  smtp.refuse = { code: 421, message: 'Try again later' };
  const now = new Date();
  expect(await drain(now)).toEqual({ sent: 0, retried: 1, failed: 0 });
  const waiting = await record(passing);
  expect(waiting).toMatchObject({ state: 'queued', attempts: 1, error: expect.stringContaining('Try again later') });
  expect(waiting.nextTry.getTime()).toBe(now.getTime() + 60_000);
  // Not due yet, then due once the minute is past.
  smtp.refuse = null;
  expect(await drain(new Date(now.getTime() + 30_000))).toEqual({ sent: 0, retried: 0, failed: 0 });
  expect(await drain(new Date(now.getTime() + 61_000))).toEqual({ sent: 1, retried: 0, failed: 0 });
  expect(await record(passing)).toMatchObject({ state: 'sent', attempts: 2, error: '' });

  const refused = await queue(message('nobody@example.com'));
  smtp.refuse = { code: 550, message: 'No such user here' };
  expect(await drain(new Date(now.getTime() + 120_000))).toEqual({ sent: 0, retried: 0, failed: 1 });
  expect(await record(refused)).toMatchObject({ state: 'failed', attempts: 1, error: expect.stringContaining('No such user here') });
  expect(errors).toEqual([expect.stringMatching(/^\[email\] message \d+ to n\*\*\*@example\.com failed after 1 tries/)]);
});

test('a server that cannot be reached, or refuses the login, is tried with growing delays and failed after the last try', async () => {
  api.backend.deps.email = senderFor({ SMTP_URL: `smtp://${encodeURIComponent(SMTP_USER)}:wrong@127.0.0.1:${smtp.port}` });
  const id = await queue(message('member@example.com'));
  let now = new Date();
  const delays: number[] = [];
  for (let attempt = 1; attempt <= MAX_TRIES; attempt++) {
    const drained = await drain(now);
    const row = await record(id);
    expect(row.attempts).toBe(attempt);
    if (attempt < MAX_TRIES) {
      expect(drained).toEqual({ sent: 0, retried: 1, failed: 0 });
      delays.push((row.nextTry.getTime() - now.getTime()) / 60_000);
      now = row.nextTry;
    } else expect(drained).toEqual({ sent: 0, retried: 0, failed: 1 });
  }
  expect(delays).toEqual([1, 5, 30, 120, 480]);
  expect(await record(id)).toMatchObject({ state: 'failed', error: expect.stringContaining('Invalid username or password') });
  api.backend.deps.email.close();
});

test('each run sends at most the rate; two instances draining at once send each message once', async () => {
  api.backend.deps.email = senderFor({ SMTP_URL: smtp.url, EMAIL_RATE_PER_MINUTE: '2' });
  for (const to of ['a@example.com', 'b@example.com', 'c@example.com']) await queue(message(to));
  expect(await drain()).toEqual({ sent: 2, retried: 0, failed: 0 });
  expect(smtp.received.map((got) => got.to[0])).toEqual(['a@example.com', 'b@example.com']);
  api.backend.deps.email.close();

  api.backend.deps.email = sender;
  for (const to of ['d@example.com', 'e@example.com', 'f@example.com']) await queue(message(to));
  const runs = await Promise.all([drain(), drain()]);
  expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(4);
  expect(smtp.received.map((got) => got.to[0]).sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `${name}@example.com`));
});
