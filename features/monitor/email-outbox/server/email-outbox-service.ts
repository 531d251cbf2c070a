import { desc } from 'drizzle-orm';
import type { BackendServices } from '@/lib/backend/services';
import { sysEmailOutbox } from '@/lib/backend/db/schema';
import { equals, tableList } from '@/lib/backend/http/table-list';
import { wireRow } from '@/lib/backend/http/wire';
import { queueEmail } from '@/lib/messages/email/email-queue';
import { maskedEmail } from '@/lib/messages/email/email-sender';
import { escapeMarkup } from '@/lib/text/escape-markup';
import type { EmailRecord } from '../contract';

/** `GET /monitor/email/list`: the messages by template and state, each exact; newest first; recipients masked, bodies left out. */
const emailList = tableList(sysEmailOutbox, {
  filters: [equals('template', sysEmailOutbox.template, 32), equals('state', sysEmailOutbox.state, 10)],
  order: [desc(sysEmailOutbox.id)],
  wire: (rows): EmailRecord[] =>
    rows.map(({ textBody: _text, htmlBody: _html, headers: _headers, ipaddr: _ip, nextTry: _next, ...row }) => ({
      ...wireRow(row),
      toAddress: maskedEmail(row.toAddress),
    })),
});

/** A page of 邮件记录. */
export const emailRecords = (deps: BackendServices, query: URLSearchParams) => emailList.page(deps.db, query);

/**
 * `POST /system/email/test`: a test message to `to` through the queue, as every message goes, so
 * the record shows what the settings did with it.
 */
export async function queueTestEmail(deps: BackendServices, to: string, by: string, ipaddr: string): Promise<number> {
  const lines = [
    '这是一封测试邮件，说明门户的邮件设置可以发信。',
    `发件人设置：${deps.email.from}；发送方式：${deps.email.provider}；发起人：${by}。`,
    '',
    '录音师协会',
  ];
  return queueEmail(deps.db, deps.email.provider, {
    to,
    subject: '录音师协会门户测试邮件',
    text: lines.join('\n'),
    html: lines.map((line) => (line ? `<p>${escapeMarkup(line)}</p>` : '')).join(''),
    template: 'test',
    locale: 'zh',
    ipaddr,
  });
}
