import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Alipay's open gateway (`gateway.do`): it checks every call as Alipay's
 * documents describe it (common parameters, the timestamp in China time, RSA2 over the sorted
 * parameters without `sign`) and refuses a wrong one with Alipay's own codes; it signs its
 * answers over the JSON text of the `*_response` node and its notifications over the sorted
 * parameters without `sign` and `sign_type`, with its own key pair, written here from the
 * documents and not from the SDK the portal uses.
 */

export type Params = Record<string, string>;

/** The text RSA2 signs: parameters sorted by name, empty ones left out, `name=value` joined by `&`. */
export function alipaySignContent(params: Params, leaveOut: readonly string[]): string {
  return Object.keys(params)
    .filter((name) => !leaveOut.includes(name) && params[name] !== '' && params[name] !== undefined)
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
}

export const rsa2Sign = (content: string, privateKey: crypto.KeyLike) =>
  crypto.createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
export const rsa2Verify = (content: string, signature: string, publicKey: crypto.KeyLike) => {
  try {
    return crypto.createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
};

/** China time as Alipay writes it: `yyyy-MM-dd HH:mm:ss`. */
export const chinaTime = (date: Date) => new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const fromChinaTime = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`);

/** Alipay takes a call dated within this much of its clock. */
const CLOCK_SKEW_MS = 10 * 60_000;

export interface AlipayTrade {
  outTradeNo: string;
  tradeNo: string;
  totalAmount: string;
  subject: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  notifyUrl: string;
  returnUrl: string;
  /** The refunds taken, by their request number (`out_request_no`, the trade's own number when none is given). */
  refunded: Map<string, string>;
  /** `page` or `wap`: which page the payer was sent to. */
  page: 'page' | 'wap';
}

export interface AlipayGateway {
  url: string;
  trades: Map<string, AlipayTrade>;
  /** Every call that passed the checks: its method and business content. */
  calls: { method: string; biz: Record<string, unknown> }[];
  /** Alipay's sub codes of the calls refused. */
  refused: string[];
  /** The payer pays on Alipay's page: the trade is paid and (unless told not to) the notification sent. */
  pay(outTradeNo: string, options?: { notify?: boolean }): Promise<Response | null>;
  /** A notification signed as Alipay signs it, `changes` applied after signing (an altered one) or before (a forged one, with `key`). */
  notify(outTradeNo: string, options?: { changes?: Params; after?: Params; key?: crypto.KeyLike }): Promise<Response>;
  publicKeyPem: string;
  close(): Promise<void>;
}

/** The business content each method must name. */
const REQUIRED_BIZ: Record<string, string[]> = {
  'alipay.trade.page.pay': ['out_trade_no', 'total_amount', 'subject', 'product_code'],
  'alipay.trade.wap.pay': ['out_trade_no', 'total_amount', 'subject', 'product_code'],
  'alipay.trade.query': ['out_trade_no'],
  'alipay.trade.close': ['out_trade_no'],
  'alipay.trade.refund': ['out_trade_no', 'refund_amount'],
};
const PRODUCT_CODES: Record<string, string> = {
  'alipay.trade.page.pay': 'FAST_INSTANT_TRADE_PAY',
  'alipay.trade.wap.pay': 'QUICK_WAP_WAY',
};
const AMOUNT = /^\d+(\.\d{1,2})?$/;

export async function alipayGateway(app: { appId: string; appPublicKey: crypto.KeyLike }): Promise<AlipayGateway> {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const trades = new Map<string, AlipayTrade>();
  const calls: AlipayGateway['calls'] = [];
  const refused: string[] = [];

  /** The common parameters and the signature, or the sub code Alipay refuses them with. */
  function checkCall(params: Params): string | null {
    for (const name of ['app_id', 'method', 'charset', 'sign_type', 'sign', 'timestamp', 'version'])
      if (!params[name]) return `isv.missing-${name.replace('_', '-')}`;
    if (params.app_id !== app.appId) return 'isv.invalid-app-id';
    if (params.sign_type !== 'RSA2') return 'isv.invalid-signature-type';
    if (params.version !== '1.0') return 'isv.invalid-parameter';
    if (params.charset.toLowerCase() !== 'utf-8') return 'isv.invalid-charset';
    if (!/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(params.timestamp)) return 'isv.invalid-timestamp';
    if (Math.abs(fromChinaTime(params.timestamp).getTime() - Date.now()) > CLOCK_SKEW_MS) return 'isv.invalid-timestamp';
    if (!REQUIRED_BIZ[params.method]) return 'isv.invalid-method';
    if (!rsa2Verify(alipaySignContent(params, ['sign']), params.sign, app.appPublicKey)) return 'isv.invalid-signature';
    return null;
  }

  function bizOf(params: Params): Record<string, string> | string {
    let biz: Record<string, string>;
    try {
      biz = JSON.parse(params.biz_content ?? '');
    } catch {
      return 'isv.invalid-parameter';
    }
    const missing = REQUIRED_BIZ[params.method].find((name) => !biz[name]);
    if (missing) return `isv.missing-${missing.replaceAll('_', '-')}`;
    for (const name of ['total_amount', 'refund_amount'])
      if (biz[name] !== undefined && !AMOUNT.test(biz[name])) return 'isv.invalid-parameter';
    if (PRODUCT_CODES[params.method] && biz.product_code !== PRODUCT_CODES[params.method]) return 'isv.invalid-product-code';
    return biz;
  }

  /** An answer as Alipay writes it: the response node's JSON text, and the sign over exactly that text. */
  function answer(method: string, node: Record<string, unknown>): string {
    const text = JSON.stringify(node);
    return `{"${method.replaceAll('.', '_')}_response":${text},"sign":"${rsa2Sign(text, privateKey)}"}`;
  }
  const failure = (method: string, subCode: string, subMsg: string, code = '40004', msg = 'Business Failed') =>
    answer(method, { code, msg, sub_code: subCode, sub_msg: subMsg });

  function serve(method: string, biz: Record<string, string>): string {
    const trade = trades.get(biz.out_trade_no);
    if (!trade) return failure(method, 'ACQ.TRADE_NOT_EXIST', '交易不存在');
    if (method === 'alipay.trade.query')
      return answer(method, {
        code: '10000',
        msg: 'Success',
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        trade_status: trade.status,
        total_amount: trade.totalAmount,
        ...(trade.status === 'TRADE_SUCCESS' ? { send_pay_date: chinaTime(new Date()) } : {}),
      });
    if (method === 'alipay.trade.close') {
      if (trade.status !== 'WAIT_BUYER_PAY') return failure(method, 'ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
      trade.status = 'TRADE_CLOSED';
      return answer(method, { code: '10000', msg: 'Success', trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo });
    }
    // alipay.trade.refund
    if (trade.status !== 'TRADE_SUCCESS') return failure(method, 'ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
    const cents = (yuan: string) => Math.round(Number(yuan) * 100);
    const already = [...trade.refunded.values()].reduce((sum, amount) => sum + cents(amount), 0);
    const requestNo = biz.out_request_no ?? biz.out_trade_no;
    // The same request number again is the same refund: answered as it was, and no money moves (fund_change N).
    const repeated = trade.refunded.get(requestNo);
    if (repeated !== undefined && repeated !== biz.refund_amount)
      return failure(method, 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额与原退款请求不一致');
    if (repeated === undefined && already + cents(biz.refund_amount) > cents(trade.totalAmount))
      return failure(method, 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
    if (repeated === undefined) trade.refunded.set(requestNo, biz.refund_amount);
    return answer(method, {
      code: '10000',
      msg: 'Success',
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      refund_fee: ((already + (repeated === undefined ? cents(biz.refund_amount) : 0)) / 100).toFixed(2),
      fund_change: repeated === undefined ? 'Y' : 'N',
    });
  }

  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://alipay.invalid');
      const params: Params = {
        ...Object.fromEntries(url.searchParams),
        ...Object.fromEntries(new URLSearchParams(Buffer.concat(parts).toString('utf8'))),
      };
      const send = (status: number, type: string, body: string) => res.writeHead(status, { 'content-type': type }).end(body);
      // The payer's 确认付款 on the stand-in's page: paid, notified, and back to the portal.
      const paying = /^\/pay\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'POST' && paying) {
        const trade = trades.get(decodeURIComponent(paying[1]));
        void gateway.pay(trade?.outTradeNo ?? '').then(() => res.writeHead(302, { location: trade?.returnUrl || '/' }).end());
        return;
      }
      if (url.pathname !== '/gateway.do') return send(404, 'text/plain', 'not found');
      const problem = checkCall(params);
      const biz = problem ? problem : bizOf(params);
      if (typeof biz === 'string') {
        refused.push(biz);
        return send(200, 'application/json;charset=utf-8', failure(params.method || 'error', biz, biz, '40002', 'Invalid Arguments'));
      }
      calls.push({ method: params.method, biz });
      if (PRODUCT_CODES[params.method]) {
        // The payer's browser: a page to pay on.
        if (req.method !== 'GET') return send(405, 'text/plain', 'page calls are opened in the browser');
        const existing = trades.get(biz.out_trade_no);
        if (existing && existing.totalAmount !== biz.total_amount) {
          refused.push('ACQ.CONTEXT_INCONSISTENT');
          return send(200, 'text/html;charset=utf-8', '<p>交易信息被篡改</p>');
        }
        const trade: AlipayTrade = existing ?? {
          outTradeNo: biz.out_trade_no,
          tradeNo: `2026${crypto.randomInt(1e9, 1e10 - 1)}${crypto.randomInt(1e9, 1e10 - 1)}`,
          totalAmount: biz.total_amount,
          subject: biz.subject,
          status: 'WAIT_BUYER_PAY',
          notifyUrl: params.notify_url ?? '',
          returnUrl: params.return_url ?? '',
          refunded: new Map(),
          page: params.method === 'alipay.trade.page.pay' ? 'page' : 'wap',
        };
        trades.set(trade.outTradeNo, trade);
        return send(
          200,
          'text/html;charset=utf-8',
          `<!doctype html><meta charset="utf-8"><title>支付宝收银台</title><h1>${trade.subject}</h1><p>¥${trade.totalAmount}</p>` +
            `<form method="post" action="/pay/${encodeURIComponent(trade.outTradeNo)}"><button>确认付款</button></form>`,
        );
      }
      return send(200, 'application/json;charset=utf-8', serve(params.method, biz));
    });
  });

  function notification(trade: AlipayTrade, changes: Params = {}): Params {
    return {
      notify_time: chinaTime(new Date()),
      notify_type: 'trade_status_sync',
      notify_id: crypto.randomUUID().replaceAll('-', ''),
      app_id: app.appId,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      trade_status: trade.status,
      total_amount: trade.totalAmount,
      receipt_amount: trade.totalAmount,
      subject: trade.subject,
      gmt_create: chinaTime(new Date()),
      gmt_payment: chinaTime(new Date()),
      ...changes,
    };
  }

  const gateway: AlipayGateway = {
    url: '',
    trades,
    calls,
    refused,
    publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    async pay(outTradeNo, { notify = true } = {}) {
      const trade = trades.get(outTradeNo);
      if (!trade || trade.status !== 'WAIT_BUYER_PAY') return null;
      trade.status = 'TRADE_SUCCESS';
      return notify ? gateway.notify(outTradeNo) : null;
    },
    async notify(outTradeNo, { changes, after, key = privateKey } = {}) {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`no trade ${outTradeNo}`);
      const params = notification(trade, changes);
      const signed = { ...params, sign: rsa2Sign(alipaySignContent(params, ['sign', 'sign_type']), key), ...after };
      return fetch(trade.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: new URLSearchParams(signed).toString(),
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`;
  return gateway;
}
