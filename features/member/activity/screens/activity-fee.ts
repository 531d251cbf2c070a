import { fill } from '@/lib/format/fill';
import type { Activity } from '@/features/member/activity/client/public-api';

/** The `member.activity.fee` messages: one price, both prices, and a member's own price. */
export interface FeeTexts {
  one: string;
  both: string;
  member: string;
}

/** An amount as the box shows it: whole yuan without their `.00`, others with their two decimals. */
export function amountText(amount: string): string {
  return amount.replace(/\.00$/, '');
}

/**
 * What an activity costs, as its sign-up box says it: one price when members pay the public fee
 * (no member fee, or the same one); both when they pay less (会员 ¥200 / 非会员 ¥300); and, to a
 * signed-in member, the member fee as their own price, with the public fee beside it.
 */
export function feeText(activity: Pick<Activity, 'fee' | 'memberFee' | 'callerIsMember'>, texts: FeeTexts): string {
  const fee = amountText(activity.fee);
  if (activity.memberFee === null || Number(activity.memberFee) === Number(activity.fee)) return fill(texts.one, { fee });
  const memberFee = amountText(activity.memberFee);
  return fill(activity.callerIsMember ? texts.member : texts.both, { fee, memberFee });
}
