/**
 * Delivers a text message. The default sender delivers nothing: the message is kept in the
 * outbox table, where an administrator reads it (短信记录), and the log only notes that there is
 * one; a real provider implements the same interface.
 */
export interface SmsSender {
  /** Whether the outbox may keep the full text: true only where the log is the delivery. */
  readonly keepsContent: boolean;
  send(phone: string, content: string): Promise<void>;
}

export class LogSmsSender implements SmsSender {
  readonly keepsContent = true;

  constructor(private readonly log: (message: string) => void) {}

  /** The log leaves out the text and most of the number: a code in a log line would be a key anyone reading logs could use. */
  async send(phone: string, content: string): Promise<void> {
    this.log(`[sms] a message of ${content.length} characters to ${phone.slice(0, 3)}****${phone.slice(-4)} is in the outbox (短信记录)`);
  }
}
