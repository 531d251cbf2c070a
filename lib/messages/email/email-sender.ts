import nodemailer from 'nodemailer';
import type { EmailSettings } from './email-settings';

/** A message as it leaves: both parts, and headers of its own (a newsletter's List-Unsubscribe). */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/**
 * The mail server refused a message or could not be reached. `permanent` is a refusal that
 * another try would meet again (an SMTP 5xx answer to the recipient or the message: no such
 * mailbox, a policy); anything else is tried again later.
 */
export class EmailDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'EmailDeliveryError';
  }
}

export interface EmailSender {
  readonly provider: EmailSettings['provider'];
  readonly from: string;
  /** At most this many messages leave each minute. */
  readonly ratePerMinute: number;
  /** Sends one message; answers the server's id of it (empty for the outbox). */
  send(message: EmailMessage): Promise<{ messageId: string }>;
  close(): void;
}

/** How long the mail server may take: to connect, to greet, and to answer any command. */
export const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 30_000 };

/** The default: the message stays in 邮件记录, where an administrator reads it; nothing leaves the machine. */
function outboxSender(settings: Extract<EmailSettings, { provider: 'outbox' }>): EmailSender {
  return {
    provider: 'outbox',
    from: settings.from,
    ratePerMinute: settings.ratePerMinute,
    send: async () => ({ messageId: '' }),
    close() {},
  };
}

/**
 * SMTP through nodemailer, one pooled connection. Over `smtp://` the password is sent only after
 * STARTTLS (`requireTLS`), never in the clear; the server's certificate is checked against the
 * system's CAs, or `SMTP_CA`.
 */
function smtpSender(settings: Extract<EmailSettings, { provider: 'smtp' }>): EmailSender {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    requireTLS: !settings.secure && settings.user !== null,
    auth: settings.user !== null ? { user: settings.user, pass: settings.password! } : undefined,
    tls: settings.ca ? { ca: settings.ca } : undefined,
    pool: true,
    maxConnections: 1,
    connectionTimeout: SMTP_TIMEOUTS_MS.connection,
    greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
    socketTimeout: SMTP_TIMEOUTS_MS.socket,
  });
  return {
    provider: 'smtp',
    from: settings.from,
    ratePerMinute: settings.ratePerMinute,
    async send(message) {
      try {
        const info = await transport.sendMail({ from: settings.from, ...message });
        return { messageId: String(info.messageId ?? '') };
      } catch (error) {
        const { responseCode, command, message: text } = error as Error & { responseCode?: number; command?: string };
        // A 5xx to the recipient or the message is this message's for good; one to the login or the connection is the settings', and passes when they are mended.
        const permanent = typeof responseCode === 'number' && responseCode >= 500 && (command === 'RCPT TO' || command === 'DATA');
        throw new EmailDeliveryError(text, permanent);
      }
    },
    close: () => transport.close(),
  };
}

export const createEmailSender = (settings: EmailSettings): EmailSender =>
  settings.provider === 'smtp' ? smtpSender(settings) : outboxSender(settings);

/** An address as lists and logs show it: the first letter of the mailbox and the domain. */
export const maskedEmail = (address: string) => {
  const at = address.lastIndexOf('@');
  return at < 1 ? '***' : `${address[0]}***${address.slice(at)}`;
};
