import type { Executor } from '@/lib/backend/db/client';
import { ServiceError } from '@/lib/backend/http/errors';
import { fenOf, yuanOf } from '@/lib/format/money';
import { cancelSignupForRefund, confirmSignupPayment, payableSignup } from '@/features/member/activity/server';
import { confirmOnlinePayment, endMembershipForRefund, payableApplication } from '@/features/member/application/server';
import type { OnlineChannel, ProviderPayment } from '@/lib/payments/payment-provider';
import type { EventBus } from '@/lib/backend/events/domain-events';
import type { LoginUser } from '@/lib/security/caller';
import type { PayPurpose } from '../contract';
import type { OrderRow } from './order-states';

/** Who gives an order's money back: a staff member, named by account. */
export type Actor = Pick<LoginUser, 'userId' | 'userName'>;

export const FEE_NOT_SET_MSG = '会费金额未设置，请联系协会';

/** What an order is for, as the server fixes it: what it names, its amount in fen, and what the payer's app shows. */
export interface Payable {
  refType: string;
  refId: number;
  amount: number;
  subject: string;
}

/**
 * What each purpose an order may have does with it: what the caller owes (never what the browser
 * says), what a payment does (in the transaction that marks the order paid), what a full refund
 * undoes, and where the payer's browser comes back to from the provider's page.
 */
interface Purpose {
  payable(db: Executor, userId: number, refId: number): Promise<Payable>;
  paid(tx: Executor, events: EventBus, order: OrderRow, channel: OnlineChannel, payment: ProviderPayment): Promise<void>;
  refundedInFull(tx: Executor, order: OrderRow, by: Actor, reason: string): Promise<void>;
  returnPath(order: OrderRow): string;
}

/** What the payer's app shows for a membership fee, by the application's type. */
export const FEE_SUBJECTS = { member: '录音师协会个人会员会费', org: '录音师协会单位会员会费' } as const;

function amountOf(yuan: string): number {
  const amount = fenOf(yuan);
  if (amount === null || amount < 1) throw new ServiceError(FEE_NOT_SET_MSG);
  return amount;
}

export const PURPOSES: Record<PayPurpose, Purpose> = {
  membership: {
    async payable(db, userId, refId) {
      const application = await payableApplication(db, userId, refId);
      return {
        refType: application.type,
        refId: application.id,
        amount: amountOf(application.fee),
        subject: FEE_SUBJECTS[application.type],
      };
    },
    paid: (tx, events, order, channel, payment) =>
      confirmOnlinePayment(tx, events, {
        type: order.refType as 'member' | 'org',
        applicationId: order.refId,
        userId: order.userId,
        channel,
        amount: yuanOf(order.amount),
        transactionId: payment.transactionId,
        paidAt: payment.paidAt,
      }),
    refundedInFull: (tx, order, by, reason) =>
      endMembershipForRefund(tx, { type: order.refType as 'member' | 'org', applicationId: order.refId, by, reason }),
    returnPath: (order) => `/Membership?orderNo=${order.orderNo}`,
  },
  activity: {
    async payable(db, userId, refId) {
      const signup = await payableSignup(db, userId, refId);
      return { refType: 'activity', refId: signup.id, amount: amountOf(signup.fee), subject: signup.title.slice(0, 128) };
    },
    paid: (tx, _events, order) => confirmSignupPayment(tx, order.refId),
    refundedInFull: (tx, order) => cancelSignupForRefund(tx, order.refId),
    returnPath: (order) => `/personal/pay?signupId=${order.refId}&orderNo=${order.orderNo}`,
  },
};
