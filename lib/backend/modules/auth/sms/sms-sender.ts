/**
 * Delivers a text message. The default sender only writes to the server log (the message is
 * also kept in the outbox table); a real provider implements the same interface.
 */
export interface SmsSender {
  /** Whether the outbox may keep the full text: true only where the log is the delivery. */
  readonly keepsContent: boolean;
  send(phone: string, content: string): Promise<void>;
}

export class LogSmsSender implements SmsSender {
  readonly keepsContent = true;

  constructor(private readonly log: (message: string) => void) {}

  async send(phone: string, content: string): Promise<void> {
    this.log(`[sms] to ${phone}: ${content}`);
  }
}
