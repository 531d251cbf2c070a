import { AlipaySdk, type AlipaySdkCommonResult } from 'alipay-sdk';
import { toWireTime } from '@/lib/format/date-time';
import { fenOf, yuanOf } from '@/lib/format/money';
import type { AlipaySettings } from '../pay-settings';
import {
  ProviderError,
  type NotificationReading,
  type PaymentProvider,
  type ProviderOrderState,
  type ProviderPayment,
} from '../payment-provider';

/** How long the gateway may take to answer a call. */
export const ALIPAY_TIMEOUT_MS = 10_000;

const SUCCESS = '10000';
const TRADE_NOT_EXIST = 'ACQ.TRADE_NOT_EXIST';
const PAID_STATES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

/**
 * Alipay through its own SDK (`alipay-sdk` v4, RSA2): the computer's page pay, the phone's WAP
 * pay, query, close and refund, and its notifications. Every answer the gateway gives is checked
 * against Alipay's public key (`validateSign`: the SDK checks only when asked). The SDK writes the
 * request time in the process's own zone; Alipay reads it as China time, so each call names it.
 */
export function alipayProvider(settings: AlipaySettings): PaymentProvider {
  const sdk = new AlipaySdk({
    appId: settings.appId,
    privateKey: settings.privateKey,
    keyType: 'PKCS8',
    alipayPublicKey: settings.alipayPublicKey,
    gateway: settings.gateway,
    signType: 'RSA2',
    timeout: ALIPAY_TIMEOUT_MS,
  });
  const timestamp = () => toWireTime(new Date());

  async function call(method: string, bizContent: Record<string, unknown>): Promise<AlipaySdkCommonResult> {
    try {
      return await sdk.exec(method, { bizContent, timestamp: timestamp() }, { validateSign: true });
    } catch (error) {
      throw new ProviderError(`Alipay ${method}: ${(error as Error).message}`, 'UNREACHABLE');
    }
  }
  const refused = (method: string, answer: AlipaySdkCommonResult) =>
    new ProviderError(
      `Alipay ${method}: ${answer.subCode ?? answer.code} ${answer.subMsg ?? answer.msg}`,
      String(answer.subCode ?? answer.code),
      answer,
    );

  function paymentOf(fields: Record<string, unknown>, names: { amount: string; time: string }): ProviderPayment | null {
    const amountFen = fenOf(String(fields[names.amount] ?? ''));
    const transactionId = String(fields.tradeNo ?? fields.trade_no ?? '');
    // Alipay writes its times in China time, without a zone.
    const paidAt = new Date(`${String(fields[names.time] ?? '').replace(' ', 'T')}+08:00`);
    if (amountFen === null || transactionId === '') return null;
    return {
      orderNo: String(fields.outTradeNo ?? fields.out_trade_no),
      transactionId,
      amountFen,
      paidAt: Number.isNaN(paidAt.getTime()) ? new Date() : paidAt,
    };
  }

  return {
    channel: 'alipay',

    async start(request) {
      const desktop = request.device === 'desktop';
      const payUrl = sdk.pageExec(desktop ? 'alipay.trade.page.pay' : 'alipay.trade.wap.pay', 'GET', {
        bizContent: {
          out_trade_no: request.orderNo,
          total_amount: yuanOf(request.amountFen),
          subject: request.subject,
          product_code: desktop ? 'FAST_INSTANT_TRADE_PAY' : 'QUICK_WAP_WAY',
          time_expire: toWireTime(request.expiresAt),
          ...(desktop ? {} : { quit_url: request.returnUrl }),
        },
        notifyUrl: request.notifyUrl,
        returnUrl: request.returnUrl,
        timestamp: timestamp(),
      });
      return { payUrl };
    },

    async query(orderNo): Promise<ProviderOrderState> {
      const answer = await call('alipay.trade.query', { out_trade_no: orderNo });
      if (answer.code !== SUCCESS) {
        if (answer.subCode === TRADE_NOT_EXIST) return { state: 'unknown', answer };
        throw refused('alipay.trade.query', answer);
      }
      if (PAID_STATES.has(answer.tradeStatus)) {
        const payment = paymentOf(answer, { amount: 'totalAmount', time: 'sendPayDate' });
        if (!payment) throw refused('alipay.trade.query', answer);
        return { state: 'paid', payment, answer };
      }
      return { state: answer.tradeStatus === 'TRADE_CLOSED' ? 'closed' : 'open', answer };
    },

    async close(orderNo) {
      const answer = await call('alipay.trade.close', { out_trade_no: orderNo });
      // An order whose page was never opened is not known to Alipay: nothing to close.
      if (answer.code !== SUCCESS && answer.subCode !== TRADE_NOT_EXIST) throw refused('alipay.trade.close', answer);
    },

    async refund(request) {
      const answer = await call('alipay.trade.refund', {
        out_trade_no: request.orderNo,
        out_request_no: request.refundNo,
        refund_amount: yuanOf(request.amountFen),
        refund_reason: request.reason,
      });
      if (answer.code !== SUCCESS) throw refused('alipay.trade.refund', answer);
      return { state: 'done', refundId: String(answer.tradeNo ?? ''), answer };
    },

    readNotification({ body }): NotificationReading {
      const fields = Object.fromEntries(new URLSearchParams(body));
      // The values are decoded already: the SDK's V2 check signs them as they are.
      if (!sdk.checkNotifySignV2(fields)) return { verdict: 'refused', problem: 'bad signature' };
      if (fields.app_id !== settings.appId) return { verdict: 'refused', problem: `for another app (${fields.app_id})` };
      if (!PAID_STATES.has(fields.trade_status)) return { verdict: 'other', notice: fields };
      const payment = paymentOf(fields, { amount: 'total_amount', time: 'gmt_payment' });
      return payment ? { verdict: 'paid', payment, notice: fields } : { verdict: 'refused', problem: 'no amount or trade number' };
    },

    answer(taken) {
      return { status: 200, contentType: 'text/plain; charset=utf-8', body: taken ? 'success' : 'fail' };
    },
  };
}
