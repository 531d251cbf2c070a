import { toWireTime } from '@/lib/format/date-time';
import type { WechatPaySettings } from '../pay-settings';
import {
  ProviderError,
  type NotificationReading,
  type PaymentProvider,
  type ProviderOrderState,
  type ProviderPayment,
} from '../payment-provider';
import { authorization, openResource, signatureProblem, signedHeadersOf, type SealedResource } from './wechat-pay-crypto';

/** How long WeChat Pay may take to answer a call. */
export const WECHAT_PAY_TIMEOUT_MS = 10_000;

/** A refund notification's resource, as WeChat Pay's refund result notice documents it. */
interface RefundNotice {
  mchid?: string;
  out_refund_no?: string;
  /** SUCCESS, CLOSED or ABNORMAL. */
  refund_status?: string;
}

interface Transaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  success_time?: string;
  amount?: { total?: number; payer_total?: number; currency?: string };
}

/**
 * WeChat Pay API v3 with Node's own cryptography (its scheme is small and published; no SDK
 * checks more): Native pay (a QR code) on a computer and H5 pay on a phone, query, close and
 * refund. Every request is signed with the merchant's key; every answer, and every notification,
 * is believed only when WeChat Pay's public key signed it, recently, and it names our app and
 * merchant.
 */
export function wechatPayProvider(settings: WechatPaySettings): PaymentProvider {
  const key = { publicKey: settings.publicKey, publicKeyId: settings.publicKeyId };

  async function call<T>(method: 'GET' | 'POST', pathWithQuery: string, payload?: object): Promise<{ status: number; data: T }> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    let response: Response;
    try {
      response = await fetch(`${settings.baseUrl}${pathWithQuery}`, {
        method,
        body: method === 'POST' ? body : undefined,
        headers: {
          Authorization: authorization(settings, { method, pathWithQuery, body }),
          Accept: 'application/json',
          ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
          // WeChat Pay names the key it signs with by this header's serial: ours is its public key's.
          'Wechatpay-Serial': settings.publicKeyId,
          'User-Agent': 'audio-engineers-portal',
        },
        signal: AbortSignal.timeout(WECHAT_PAY_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError(`WeChat Pay ${method} ${pathWithQuery}: ${(error as Error).message}`, 'UNREACHABLE');
    }
    const text = await response.text();
    const problem = signatureProblem(signedHeadersOf(response.headers), text, key);
    if (problem) throw new ProviderError(`WeChat Pay ${method} ${pathWithQuery}: answer not believed (${problem})`, 'SIGNATURE');
    const data = (text ? JSON.parse(text) : {}) as T & { code?: string; message?: string };
    if (response.status >= 300)
      throw new ProviderError(
        `WeChat Pay ${method} ${pathWithQuery}: ${data.code} ${data.message}`,
        String(data.code ?? response.status),
        data,
      );
    return { status: response.status, data };
  }

  /** A transaction's payment, when it is ours and paid. */
  function paymentOf(transaction: Transaction): ProviderPayment | null {
    if (transaction.trade_state !== 'SUCCESS' || !transaction.transaction_id || typeof transaction.amount?.total !== 'number') return null;
    return {
      orderNo: String(transaction.out_trade_no),
      transactionId: transaction.transaction_id,
      amountFen: transaction.amount.total,
      paidAt: transaction.success_time ? new Date(transaction.success_time) : new Date(),
    };
  }
  const ours = (transaction: Transaction) => transaction.appid === settings.appId && transaction.mchid === settings.mchId;

  return {
    channel: 'wechat',

    async start(request) {
      const desktop = request.device === 'desktop';
      const { data } = await call<{ code_url?: string; h5_url?: string }>('POST', `/v3/pay/transactions/${desktop ? 'native' : 'h5'}`, {
        appid: settings.appId,
        mchid: settings.mchId,
        description: request.subject,
        out_trade_no: request.orderNo,
        // RFC 3339 with China's offset, as WeChat Pay writes its own times.
        time_expire: `${toWireTime(request.expiresAt).replace(' ', 'T')}+08:00`,
        notify_url: request.notifyUrl,
        amount: { total: request.amountFen, currency: 'CNY' },
        ...(desktop ? {} : { scene_info: { payer_client_ip: request.clientIp, h5_info: { type: 'Wap' } } }),
      });
      if (desktop && data.code_url) return { codeUrl: data.code_url };
      if (!desktop && data.h5_url) return { payUrl: `${data.h5_url}&redirect_url=${encodeURIComponent(request.returnUrl)}` };
      throw new ProviderError('WeChat Pay answered no payment address', 'NO_URL', data);
    },

    async query(orderNo): Promise<ProviderOrderState> {
      try {
        const { data } = await call<Transaction>(
          'GET',
          `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}?mchid=${settings.mchId}`,
        );
        if (!ours(data)) throw new ProviderError('WeChat Pay answered for another merchant', 'MISMATCH', data);
        const payment = paymentOf(data);
        if (payment) return { state: 'paid', payment, answer: data };
        if (data.trade_state === 'CLOSED' || data.trade_state === 'REVOKED' || data.trade_state === 'PAYERROR')
          return { state: 'closed', answer: data };
        return { state: 'open', answer: data };
      } catch (error) {
        if (error instanceof ProviderError && error.code === 'ORDER_NOT_EXIST') return { state: 'unknown', answer: error.answer };
        throw error;
      }
    },

    async close(orderNo) {
      await call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}/close`, { mchid: settings.mchId });
    },

    async refund(request) {
      const { data } = await call<{ refund_id?: string; status?: string }>('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: request.orderNo,
        out_refund_no: request.refundNo,
        reason: request.reason,
        notify_url: request.notifyUrl,
        amount: { refund: request.amountFen, total: request.totalFen, currency: 'CNY' },
      });
      if (data.status !== 'SUCCESS' && data.status !== 'PROCESSING')
        throw new ProviderError(`WeChat Pay refund ${request.refundNo}: ${data.status}`, String(data.status), data);
      return { state: data.status === 'SUCCESS' ? 'done' : 'pending', refundId: String(data.refund_id ?? ''), answer: data };
    },

    readNotification({ headers, body }): NotificationReading {
      const refundReading = (refund: RefundNotice): NotificationReading => {
        if (refund.mchid !== settings.mchId) return { verdict: 'refused', problem: `a refund of another merchant (${refund.mchid})` };
        if (!refund.out_refund_no || !refund.refund_status) return { verdict: 'refused', problem: 'not a refund' };
        return {
          verdict: 'refund',
          refundNo: refund.out_refund_no,
          state: refund.refund_status === 'SUCCESS' ? 'done' : 'failed',
          notice: refund,
        };
      };
      const problem = signatureProblem(signedHeadersOf(headers), body, key);
      if (problem) return { verdict: 'refused', problem };
      let notice: { event_type?: string; resource?: SealedResource };
      try {
        notice = JSON.parse(body);
      } catch {
        return { verdict: 'refused', problem: 'not JSON' };
      }
      if (!notice.resource) return { verdict: 'refused', problem: 'no resource' };
      const opened = openResource(notice.resource, settings.apiV3Key);
      if (opened === null) return { verdict: 'refused', problem: 'resource does not open with the APIv3 key' };
      if (notice.event_type?.startsWith('REFUND.')) return refundReading(JSON.parse(opened) as RefundNotice);
      const transaction = JSON.parse(opened) as Transaction;
      if (notice.event_type !== 'TRANSACTION.SUCCESS') return { verdict: 'other', notice: transaction };
      if (!ours(transaction)) return { verdict: 'refused', problem: `for another merchant (${transaction.mchid} ${transaction.appid})` };
      const payment = paymentOf(transaction);
      return payment ? { verdict: 'paid', payment, notice: transaction } : { verdict: 'refused', problem: 'not a payment' };
    },

    answer(taken) {
      return taken
        ? { status: 204, contentType: 'application/json', body: '' }
        : { status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: '失败' }) };
    },
  };
}
