import type { DomainEvent } from '@/lib/backend/events/domain-events';
import type { ApplicationType } from '@/lib/rules/member-rules';

export const FEE_CONFIRMED = 'member/application.fee-confirmed';

/**
 * A membership fee is confirmed and the applicant is a member from now: a person compared the
 * transfer's receipt with the bank (`offline`), or an online provider took it.
 */
export interface FeeConfirmed extends DomainEvent {
  readonly name: typeof FEE_CONFIRMED;
  readonly type: ApplicationType;
  readonly applicationId: number;
  /** The member's account, by id and by name. */
  readonly userId: number;
  readonly userName: string;
  readonly channel: 'offline' | 'alipay' | 'wechat';
  /** In yuan, as the payment record keeps it. */
  readonly amount: string;
  /** The transfer's or the provider's number of the payment. */
  readonly reference: string;
  /** Who confirmed it: the reviewer's account, or `pay:<channel>`. */
  readonly by: string;
}
