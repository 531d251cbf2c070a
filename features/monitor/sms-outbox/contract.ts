import { answerRows, can, defineContracts } from '@/lib/contract/contract';

export const SMS_LIST_PERMISSION = 'monitor:sms:list';

/** A message of 短信记录 as the list answers it. */
export interface SmsRecord {
  id: number;
  phone: string;
  scene: string;
  content: string;
  ipaddr: string;
  provider: string;
  messageId: string;
  status: string;
  error: string;
  createTime: string;
}

export const smsOutbox = defineContracts(
  { title: '短信记录' },
  {
    // GET /monitor/sms/list – the SMS messages sent or refused to users in the caller's data scope, newest first, by phone, scene and
    // status; a code is masked but for the super administrator while it can still be spent
    list: { method: 'GET', path: '/monitor/sms/list', access: can(SMS_LIST_PERMISSION), answer: answerRows<SmsRecord>() },
  },
);
