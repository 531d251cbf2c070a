import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { yuanOf } from '@/lib/format/money';
import styles from '@/components/member/member.module.css';
import type { OrderWire } from '../contract';

/** What a receipt can be printed for: an order the provider took, refunded in part or not. */
export const RECEIPT_STATES = ['paid', 'partly_refunded', 'refunded'];

/** The personal page's card of the member's own orders, newest first, each paid one with its receipt. */
export async function MyPayments({ orders }: { orders: OrderWire[] }) {
  const t = await getTranslations('member');
  return (
    <section className={styles.card}>
      <h2>{t('payments.title')}</h2>
      {orders.length ? (
        <ul data-testid="my-payments">
          {orders.map((order) => (
            <li key={order.orderNo}>
              {t(`payments.purposes.${order.purpose}`)} · ¥{yuanOf(order.amount)} · {t(`pay.channels.${order.channel}`)} ·{' '}
              {t(`payments.states.${order.state}`)}
              {order.refundedAmount > 0 ? ` · ${t('payments.refunded', { amount: yuanOf(order.refundedAmount) })}` : null}
              <br />
              <span className={styles.muted}>
                {(order.paidTime ?? order.createTime ?? '').slice(0, 16)} · {order.orderNo}
              </span>
              {RECEIPT_STATES.includes(order.state) ? (
                <>
                  {' '}
                  <Link href={`/personal/receipt?orderNo=${order.orderNo}`}>{t('payments.receipt')}</Link>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('payments.none')}</p>
      )}
    </section>
  );
}
