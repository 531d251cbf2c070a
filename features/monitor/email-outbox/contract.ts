import { z } from '@/lib/contract/zod';
import { answerData, answerRows, can, defineContracts } from '@/lib/contract/contract';
import { isEmailAddress } from '@/lib/messages/email/email-address';

export const EMAIL_LIST_PERMISSION = 'monitor:email:list';
export const INVALID_EMAIL_MSG = '请输入正确的邮箱地址';

/** A message of 邮件记录 as the list answers it: the recipient masked, the body left out (a link in it may be a key). */
export interface EmailRecord {
  id: number;
  toAddress: string;
  subject: string;
  template: string;
  locale: string;
  provider: string;
  state: string;
  attempts: number;
  messageId: string;
  error: string;
  createTime: string;
  sentTime: string | null;
}

/** `POST /system/email/test`: where the test message goes. */
export const emailTestSchema = z.object({
  to: z
    .string({ error: INVALID_EMAIL_MSG })
    .trim()
    .refine((value) => isEmailAddress(value), INVALID_EMAIL_MSG),
});

export const emailOutbox = defineContracts(
  { title: '邮件记录' },
  {
    // GET /monitor/email/list – every e-mail queued, sent or failed, newest first, by template and state; the recipient masked
    list: { method: 'GET', path: '/monitor/email/list', access: can(EMAIL_LIST_PERMISSION), answer: answerRows<EmailRecord>() },
    // POST /system/email/test – queues a test message to `to`, so an administrator can check the settings; `data` is its record's id
    test: {
      method: 'POST',
      path: '/system/email/test',
      access: can('system:email:test'),
      input: emailTestSchema,
      answer: answerData<number>(),
      log: { title: '测试邮件', type: 'other' },
    },
  },
);
