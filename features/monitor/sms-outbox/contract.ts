import { can, defineContracts } from '@/lib/contract/contract';

export const smsOutbox = defineContracts(
  { title: '短信记录' },
  {
    // GET /monitor/sms/list – the SMS messages sent, newest first, optionally for one phone
    list: { method: 'GET', path: '/monitor/sms/list', access: can('monitor:sms:list') },
  },
);
