import type { BackendServices } from '@/lib/backend/services';
import type { OnlineChannel } from '@/lib/payments/payment-provider';

/** A bank transfer: no provider, a person confirms the receipt. */
export const OFFLINE = 'offline';

/** Who an order's automatic steps are recorded as: `pay:alipay`, `pay:wechat`, `pay:offline`. */
export const channelBy = (channel: string) => `pay:${channel}`;

/** The provider of an order's channel: none for a bank transfer, or for a channel the settings no longer switch on. */
export const providerOf = (deps: BackendServices, channel: string) => deps.payments[channel as OnlineChannel];
