import { answerRows, can, defineContracts } from '@/lib/contract/contract';

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
    // GET /monitor/sms/list – the SMS messages sent or refused, newest first, by phone, scene and status
    list: { method: 'GET', path: '/monitor/sms/list', access: can('monitor:sms:list'), answer: answerRows<SmsRecord>() },
  },
);
