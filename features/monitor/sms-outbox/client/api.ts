import { smsOutbox, type SmsRecord } from '@/features/monitor/sms-outbox/contract';
import type { Filters } from '@/lib/http/list';
import { request } from '@/lib/http/request';

export type { SmsRecord };

/** One page of 短信记录. */
export const listSms = (params: Filters) => request(smsOutbox.list, { params });
