import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for WeChat Pay API v3 (api.mch.weixin.qq.com) in its public-key mode. It checks
 * every request as WeChat Pay documents it: the `Authorization` header's scheme and fields, the
 * merchant, the certificate serial, a timestamp within 5 minutes, and the SHA256-RSA2048 signature
 * over method, path with query, timestamp, nonce and body; it refuses a wrong one with WeChat
 * Pay's own status and code. It signs its answers and notifications with its own key
 * (`Wechatpay-*` headers, serial `PUB_KEY_ID_…`) and seals a notification's resource with
 * AES-256-GCM under the APIv3 key, written here from the documents, not from the portal's code.
 */

export const WECHAT_AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048';
const CLOCK_SKEW_S = 5 * 60;

export const wechatSign = (message: string, key: crypto.KeyLike) => crypto.createSign('RSA-SHA256').update(message).sign(key, 'base64');
const wechatVerify = (message: string, signature: string, key: crypto.KeyLike) => {
  try {
    return crypto.createVerify('RSA-SHA256').update(message).verify(key, signature, 'base64');
  } catch {
    return false;
  }
};

export interface WechatMerchant {
  mchId: string;
  appId: string;
  serialNo: string;
  /** The public key of the merchant's API certificate. */
  merchantPublicKey: crypto.KeyLike;
  apiV3Key: string;
}

export interface WechatTrade {
  outTradeNo: string;
  transactionId: string;
  total: number;
  description: string;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  notifyUrl: string;
  kind: 'native' | 'h5';
  refunded: number;
  successTime?: string;
}

export interface NotifyOptions {
  /** Changes to the transaction before it is sealed (a mismatched amount, another merchant). */
  transaction?: Record<string, unknown>;
  /** Changes to the body after it is signed (an altered notification). */
  alterBody?: (body: string) => string;
  /** Another key signs (a forged notification). */
  key?: crypto.KeyLike;
  /** The signature's time, in seconds (an old, replayed one). */
  timestamp?: number;
  eventType?: string;
  /** Sent again exactly as the last one was (a replay). */
  replay?: boolean;
}

/** A refund as the stand-in keeps it, until its result is told (`settleRefund`). */
export interface WechatRefund {
  outRefundNo: string;
  outTradeNo: string;
  refundId: string;
  refund: number;
  notifyUrl: string;
  status: 'SUCCESS' | 'PROCESSING' | 'ABNORMAL' | 'CLOSED';
}

export interface WechatPayApi {
  baseUrl: string;
  /** Refunds answer PROCESSING and wait for `settleRefund`, as most of WeChat Pay's do; else SUCCESS at once. */
  refundsPending: boolean;
  refunds: Map<string, WechatRefund>;
  /** A processing refund's result, told as WeChat Pay tells it: a signed REFUND.SUCCESS, REFUND.ABNORMAL or REFUND.CLOSED notification. */
  settleRefund(outRefundNo: string, status: 'SUCCESS' | 'ABNORMAL' | 'CLOSED'): Promise<Response>;
  publicKeyPem: string;
  publicKeyId: string;
  trades: Map<string, WechatTrade>;
  /** Each request that passed the checks: method, path and body. */
  calls: { method: string; path: string; body: Record<string, unknown> }[];
  /** The codes of the requests refused. */
  refused: string[];
  /** The payer scans and pays: paid, and (unless told not to) notified. */
  pay(outTradeNo: string, options?: { notify?: boolean }): Promise<Response | null>;
  notify(outTradeNo: string, options?: NotifyOptions): Promise<Response>;
  close(): Promise<void>;
}

/** `timestamp\nnonce\nbody\n`, signed: the headers WeChat Pay sends with an answer or a notification. */
function signedHeaders(body: string, key: crypto.KeyLike, serial: string, timestamp = Math.floor(Date.now() / 1000)) {
  const nonce = crypto.randomBytes(16).toString('hex');
  return {
    'Wechatpay-Timestamp': String(timestamp),
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Signature': wechatSign(`${timestamp}\n${nonce}\n${body}\n`, key),
    'Wechatpay-Serial': serial,
    'Request-ID': crypto.randomUUID(),
  };
}

/** A resource sealed as WeChat Pay seals it: AES-256-GCM, the 16-byte tag after the ciphertext, base64. */
export function sealResource(plaintext: string, apiV3Key: string, associatedData: string, originalType = 'transaction') {
  const nonce = crypto.randomBytes(6).toString('hex');
  const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from(associatedData));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: sealed.toString('base64'),
    associated_data: associatedData,
    nonce,
    original_type: originalType,
  };
}

interface Answer {
  status: number;
  body?: unknown;
}
const error = (status: number, code: string, message: string): Answer => ({ status, body: { code, message } });

export async function wechatPayApi(merchant: WechatMerchant): Promise<WechatPayApi> {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicKeyId = `PUB_KEY_ID_0${merchant.mchId}2026120300000000000001`;
  const trades = new Map<string, WechatTrade>();
  const calls: WechatPayApi['calls'] = [];
  const refused: string[] = [];
  const lastNotification = new Map<string, { headers: Record<string, string>; body: string }>();

  /** The request's signature, or WeChat Pay's refusal of it. */
  function checkSignature(req: http.IncomingMessage, pathWithQuery: string, body: string): Answer | null {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith(`${WECHAT_AUTH_SCHEME} `)) return error(401, 'SIGN_ERROR', 'Authorization 不是 WECHATPAY2-SHA256-RSA2048');
    const fields = Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
    for (const name of ['mchid', 'nonce_str', 'signature', 'timestamp', 'serial_no'])
      if (!fields[name]) return error(401, 'SIGN_ERROR', `Authorization 缺少 ${name}`);
    if (fields.mchid !== merchant.mchId) return error(401, 'SIGN_ERROR', '商户号与签名不符');
    if (fields.serial_no.toUpperCase() !== merchant.serialNo.toUpperCase()) return error(401, 'SIGN_ERROR', '证书序列号不存在');
    if (!/^\d+$/.test(fields.timestamp) || Math.abs(Date.now() / 1000 - Number(fields.timestamp)) > CLOCK_SKEW_S)
      return error(401, 'SIGN_ERROR', '请求时间与服务器时间相差过大');
    const message = `${req.method}\n${pathWithQuery}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
    if (!wechatVerify(message, fields.signature, merchant.merchantPublicKey)) return error(401, 'SIGN_ERROR', '签名错误');
    return null;
  }

  function serve(method: string, url: URL, input: Record<string, unknown>): Answer {
    const path = url.pathname;
    const order = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(path);
    if (method === 'POST' && (path === '/v3/pay/transactions/native' || path === '/v3/pay/transactions/h5')) {
      const kind = path.endsWith('native') ? 'native' : 'h5';
      const amount = input.amount as { total?: unknown; currency?: unknown } | undefined;
      if (input.appid !== merchant.appId || input.mchid !== merchant.mchId) return error(400, 'INVALID_REQUEST', 'appid和mch_id不匹配');
      for (const name of ['description', 'out_trade_no', 'notify_url'])
        if (typeof input[name] !== 'string' || !input[name]) return error(400, 'PARAM_ERROR', `缺少参数${name}`);
      if (!Number.isInteger(amount?.total) || (amount!.total as number) < 1) return error(400, 'PARAM_ERROR', '订单金额必须是正整数（分）');
      if (!/^[0-9A-Za-z_*-]{6,32}$/.test(String(input.out_trade_no))) return error(400, 'PARAM_ERROR', '商户订单号格式错误');
      if (kind === 'h5') {
        const scene = input.scene_info as { payer_client_ip?: string; h5_info?: { type?: string } } | undefined;
        if (!scene?.payer_client_ip || !scene.h5_info?.type) return error(400, 'PARAM_ERROR', '缺少参数scene_info');
      }
      const outTradeNo = String(input.out_trade_no);
      const existing = trades.get(outTradeNo);
      if (existing && existing.total !== amount!.total) return error(400, 'INVALID_REQUEST', '201 商户订单号重复');
      if (existing && existing.state !== 'NOTPAY') return error(400, 'ORDERPAID', '该订单已支付');
      trades.set(
        outTradeNo,
        existing ?? {
          outTradeNo,
          transactionId: `4200002026${crypto.randomInt(1e9, 1e10 - 1)}${crypto.randomInt(1e7, 1e8 - 1)}`,
          total: amount!.total as number,
          description: String(input.description),
          state: 'NOTPAY',
          notifyUrl: String(input.notify_url),
          kind,
          refunded: 0,
        },
      );
      const prepay = crypto.randomBytes(8).toString('hex');
      return kind === 'native'
        ? { status: 200, body: { code_url: `weixin://wxpay/bizpayurl?pr=${prepay}` } }
        : { status: 200, body: { h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx${prepay}&package=1` } };
    }
    if (order) {
      const trade = trades.get(decodeURIComponent(order[1]));
      if (order[2]) {
        if (method !== 'POST' || input.mchid !== merchant.mchId) return error(400, 'PARAM_ERROR', '缺少参数mchid');
        if (!trade) return error(404, 'ORDER_NOT_EXIST', '订单不存在');
        if (trade.state === 'SUCCESS') return error(400, 'ORDERPAID', '订单已支付');
        trade.state = 'CLOSED';
        return { status: 204 };
      }
      if (url.searchParams.get('mchid') !== merchant.mchId) return error(400, 'PARAM_ERROR', '缺少参数mchid');
      if (!trade) return error(404, 'ORDER_NOT_EXIST', '订单不存在');
      return { status: 200, body: transactionOf(trade) };
    }
    if (method === 'POST' && path === '/v3/refund/domestic/refunds') {
      const trade = trades.get(String(input.out_trade_no));
      const amount = input.amount as { refund?: number; total?: number; currency?: string } | undefined;
      if (!trade) return error(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
      if (!input.out_refund_no || !amount || !Number.isInteger(amount.refund) || amount.total !== trade.total)
        return error(400, 'PARAM_ERROR', '退款参数错误');
      if (trade.state !== 'SUCCESS' && trade.state !== 'REFUND') return error(400, 'INVALID_REQUEST', '订单未支付');
      // The same out_refund_no again is the same refund: answered as it stands, and no money moves.
      const repeated = api.refunds.get(String(input.out_refund_no));
      if (repeated && (repeated.outTradeNo !== trade.outTradeNo || repeated.refund !== amount.refund))
        return error(400, 'INVALID_REQUEST', '退款单号已存在，且退款参数与原退款申请不一致');
      if (!repeated && trade.refunded + amount.refund! > trade.total) return error(403, 'NOT_ENOUGH', '退款金额超过订单可退金额');
      const made: WechatRefund = repeated ?? {
        outRefundNo: String(input.out_refund_no),
        outTradeNo: trade.outTradeNo,
        refundId: `5030002026${crypto.randomInt(1e9, 1e10 - 1)}`,
        refund: amount.refund!,
        notifyUrl: String(input.notify_url ?? ''),
        status: api.refundsPending ? 'PROCESSING' : 'SUCCESS',
      };
      if (!repeated) {
        trade.refunded += made.refund;
        trade.state = 'REFUND';
        api.refunds.set(made.outRefundNo, made);
      }
      return {
        status: 200,
        body: {
          refund_id: made.refundId,
          out_refund_no: made.outRefundNo,
          transaction_id: trade.transactionId,
          out_trade_no: trade.outTradeNo,
          status: made.status,
          amount: { refund: amount.refund, total: trade.total, currency: 'CNY' },
        },
      };
    }
    return error(404, 'NOT_FOUND', '请求的资源不存在');
  }

  const transactionOf = (trade: WechatTrade, changes: Record<string, unknown> = {}) => ({
    appid: merchant.appId,
    mchid: merchant.mchId,
    out_trade_no: trade.outTradeNo,
    transaction_id: trade.transactionId,
    trade_type: trade.kind === 'native' ? 'NATIVE' : 'MWEB',
    trade_state: trade.state,
    trade_state_desc: trade.state === 'SUCCESS' ? '支付成功' : '未支付',
    ...(trade.successTime ? { success_time: trade.successTime } : {}),
    payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: { total: trade.total, payer_total: trade.total, currency: 'CNY', payer_currency: 'CNY' },
    ...changes,
  });

  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const body = Buffer.concat(parts).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://wechatpay.invalid');
      const pathWithQuery = `${url.pathname}${url.search}`;
      let answer = checkSignature(req, pathWithQuery, body);
      let input: Record<string, unknown> = {};
      if (!answer && req.method === 'POST') {
        if (!/^application\/json/.test(req.headers['content-type'] ?? ''))
          answer = error(415, 'PARAM_ERROR', 'Content-Type 须为 application/json');
        else
          try {
            input = JSON.parse(body);
          } catch {
            answer = error(400, 'PARAM_ERROR', '请求体不是 JSON');
          }
      }
      if (!answer && !/application\/json/.test(req.headers.accept ?? ''))
        answer = error(406, 'PARAM_ERROR', 'Accept 须为 application/json');
      if (answer) refused.push((answer.body as { code: string }).code);
      else {
        calls.push({ method: req.method ?? '', path: pathWithQuery, body: input });
        answer = serve(req.method ?? '', url, input);
      }
      const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
      res.writeHead(answer.status, { 'content-type': 'application/json', ...signedHeaders(text, privateKey, publicKeyId) }).end(text);
    });
  });

  const api: WechatPayApi = {
    baseUrl: '',
    publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    publicKeyId,
    trades,
    calls,
    refused,
    async pay(outTradeNo, { notify = true } = {}) {
      const trade = trades.get(outTradeNo);
      if (!trade || trade.state !== 'NOTPAY') return null;
      trade.state = 'SUCCESS';
      trade.successTime = new Date().toISOString().replace(/\.\d+Z$/, '+00:00');
      return notify ? api.notify(outTradeNo) : null;
    },
    async notify(outTradeNo, options = {}) {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`no trade ${outTradeNo}`);
      const last = lastNotification.get(outTradeNo);
      if (options.replay && last) return fetch(trade.notifyUrl, { method: 'POST', headers: last.headers, body: last.body });
      const resource = sealResource(JSON.stringify(transactionOf(trade, options.transaction)), merchant.apiV3Key, 'transaction');
      const signedBody = JSON.stringify({
        id: crypto.randomUUID(),
        create_time: new Date().toISOString(),
        resource_type: 'encrypt-resource',
        event_type: options.eventType ?? 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        resource,
      });
      const headers = {
        'content-type': 'application/json',
        ...signedHeaders(signedBody, options.key ?? privateKey, publicKeyId, options.timestamp),
      };
      const body = options.alterBody ? options.alterBody(signedBody) : signedBody;
      lastNotification.set(outTradeNo, { headers, body });
      return fetch(trade.notifyUrl, { method: 'POST', headers, body });
    },
    refundsPending: false,
    refunds: new Map(),
    async settleRefund(outRefundNo, status) {
      const refund = api.refunds.get(outRefundNo);
      if (!refund || refund.status !== 'PROCESSING') throw new Error(`no processing refund ${outRefundNo}`);
      refund.status = status;
      const trade = trades.get(refund.outTradeNo)!;
      const resource = sealResource(
        JSON.stringify({
          mchid: merchant.mchId,
          out_trade_no: trade.outTradeNo,
          transaction_id: trade.transactionId,
          out_refund_no: refund.outRefundNo,
          refund_id: refund.refundId,
          refund_status: status,
          ...(status === 'SUCCESS' ? { success_time: new Date(Date.now() + 8 * 3600_000).toISOString().replace(/\.\d+Z$/, '+08:00') } : {}),
          user_received_account: '支付用户零钱',
          amount: { total: trade.total, refund: refund.refund, payer_total: trade.total, payer_refund: refund.refund },
        }),
        merchant.apiV3Key,
        'refund',
        'refund',
      );
      const body = JSON.stringify({
        id: crypto.randomUUID(),
        create_time: new Date().toISOString(),
        resource_type: 'encrypt-resource',
        event_type: `REFUND.${status}`,
        summary: status === 'SUCCESS' ? '退款成功' : '退款异常',
        resource,
      });
      const headers = { 'content-type': 'application/json', ...signedHeaders(body, privateKey, publicKeyId) };
      return fetch(refund.notifyUrl, { method: 'POST', headers, body });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return api;
}
