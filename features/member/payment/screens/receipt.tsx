import { getTranslations } from 'next-intl/server';
import { yuanOf } from '@/lib/format/money';
import styles from '@/components/member/member.module.css';
import type { OrderWire } from '../contract';

/** A paid order's receipt, as the member prints it: who was paid, for what, how much, and the provider's number. */
export async function Receipt({ order, payer }: { order: OrderWire; payer: string }) {
  const t = await getTranslations();
  const facts: [string, string][] = [
    [t('member.receipt.payee'), t('site.name')],
    [t('member.receipt.payer'), payer],
    [t('member.receipt.subject'), t(`member.payments.purposes.${order.purpose}`)],
    [t('member.receipt.amount'), `¥${yuanOf(order.amount)}`],
    [t('member.receipt.channel'), t(`member.pay.channels.${order.channel}`)],
    [t('member.receipt.orderNo'), order.orderNo],
    [t('member.receipt.transactionId'), order.transactionId],
    [t('member.receipt.paidTime'), order.paidTime ?? ''],
  ];
  if (order.refundedAmount > 0) facts.push([t('member.receipt.refunded'), `¥${yuanOf(order.refundedAmount)}`]);
  return (
    <dl className={styles.facts} data-testid="receipt">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
