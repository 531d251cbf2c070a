import type { SmsProvider, SmsTemplateScene } from './sms-kinds';

/** A text message: the scene's template with its values, and the text as the outbox shows it. */
export interface SmsMessage {
  phone: string;
  scene: SmsTemplateScene;
  values: Record<string, string>;
  content: string;
}

/** What the provider answered for a message it took. */
export interface SmsReceipt {
  /** The provider's id of the message (Aliyun's BizId, Tencent's SerialNo); empty for the outbox. */
  messageId: string;
}

/**
 * A provider refused a message or could not be reached. `message` is the reader's (Chinese, from
 * the provider's code where it is a known one); `detail` is the provider's own words, for the
 * outbox record and the log.
 */
export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly detail: string,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

/** Delivers a text message through a provider; the outbox table records every one. */
export interface SmsSender {
  readonly provider: SmsProvider;
  /** Whether the outbox may keep the full text: true only where the outbox is the delivery. */
  readonly keepsContent: boolean;
  send(message: SmsMessage): Promise<SmsReceipt>;
}

/**
 * The default: the message is kept in the outbox table, where an administrator reads it
 * (短信记录), and the log only notes that there is one.
 */
export class OutboxSmsSender implements SmsSender {
  readonly provider = 'outbox';
  readonly keepsContent = true;

  constructor(private readonly log: (message: string) => void) {}

  /** The log leaves out the text and most of the number: a code in a log line would be a key anyone reading logs could use. */
  async send({ phone, content }: SmsMessage): Promise<SmsReceipt> {
    this.log(`[sms] a message of ${content.length} characters to ${maskedPhone(phone)} is in the outbox (短信记录)`);
    return { messageId: '' };
  }
}

/** A phone number as logs show it. */
export const maskedPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;
