import { eq } from 'drizzle-orm';
import type { BackendServices } from '@/lib/backend/services';
import type { Executor } from '@/lib/backend/db/client';
import { sysSmsOutbox } from '@/lib/backend/db/schema';
import { MASK } from '@/lib/security/secrets';
import { SMS_STATUS } from './sms-kinds';
import { SmsDeliveryError, type SmsMessage } from './sms-sender';

export const SMS_FAILED_MSG = '短信发送失败，请稍后再试';
/** A phone number the sender (or the provider) does not take. */
export const INVALID_PHONE_MSG = '请输入正确的手机号码';
const ERROR_MAX = 255;

interface RecordOptions {
  /** The address that asked for the message, for the limits per address. */
  ipaddr?: string;
  /** Text the record leaves out where the outbox is not the delivery (a code). */
  hide?: string;
  /** When it was sent: a scheduled run's own time. */
  at?: Date;
}

/**
 * Records a message in the outbox before it is sent, in the caller's transaction when it has one
 * (its sending limits count the row). Answers the record's id.
 */
export async function recordSms(db: Executor, deps: BackendServices, message: SmsMessage, options: RecordOptions = {}): Promise<number> {
  const { ipaddr = '', hide, at } = options;
  const content = hide && !deps.sms.keepsContent ? message.content.replaceAll(hide, MASK) : message.content;
  const [row] = await db
    .insert(sysSmsOutbox)
    .values({ phone: message.phone, scene: message.scene, content, ipaddr, provider: deps.sms.provider, createTime: at })
    .returning({ id: sysSmsOutbox.id });
  return row.id;
}

/**
 * Sends a recorded message and writes the outcome on its record: the provider's message id, or
 * the failure with the provider's words. A failure throws an SmsDeliveryError whose message is
 * the reader's; a record that cannot be written is logged, and never turns a delivered message
 * into a failed one or a refusal into another error.
 */
export async function deliverSms(deps: BackendServices, recordId: number, message: SmsMessage): Promise<void> {
  const note = (outcome: Partial<typeof sysSmsOutbox.$inferInsert>) =>
    deps.db
      .update(sysSmsOutbox)
      .set(outcome)
      .where(eq(sysSmsOutbox.id, recordId))
      .catch((error: Error) => deps.log(`[sms] the outcome of message ${recordId} was not recorded: ${error.message}`, 'error'));
  let messageId: string;
  try {
    ({ messageId } = await deps.sms.send(message));
  } catch (error) {
    const failure = error instanceof SmsDeliveryError ? error : new SmsDeliveryError(SMS_FAILED_MSG, (error as Error).message);
    await note({ status: SMS_STATUS.failed, error: failure.detail.slice(0, ERROR_MAX) });
    throw failure;
  }
  await note({ messageId: messageId.slice(0, 64) });
}
