import type { Filters } from '@/lib/http/list';
import { request } from '@/lib/http/request';
import { emailOutbox, type EmailRecord } from '../contract';

export type { EmailRecord };

/** One page of 邮件记录. */
export const listEmails = (params: Filters) => request(emailOutbox.list, { params });

/** 测试: queues a test message; a refusal stays in the dialog. */
export const sendTestEmail = (to: string) => request(emailOutbox.test, { data: { to }, silent: true });
