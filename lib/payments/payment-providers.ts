import { alipayProvider } from './alipay/alipay-provider';
import type { PaySettings } from './pay-settings';
import type { OnlineChannel, PaymentProvider } from './payment-provider';
import { wechatPayProvider } from './wechat-pay/wechat-pay-provider';

/** The online channels switched on, by name; an absent one is not offered. */
export type PaymentProviders = Partial<Record<OnlineChannel, PaymentProvider>>;

export function createPaymentProviders(settings: PaySettings): PaymentProviders {
  return {
    ...(settings.alipay ? { alipay: alipayProvider(settings.alipay) } : {}),
    ...(settings.wechat ? { wechat: wechatPayProvider(settings.wechat) } : {}),
  };
}
