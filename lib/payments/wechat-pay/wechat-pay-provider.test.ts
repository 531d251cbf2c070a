import crypto from 'node:crypto';
import { notificationListener, paymentRequest, type NotificationListener } from '@/tests/support/payment-notifications';
import { wechatPayApi, type WechatPayApi } from '@/tests/support/wechat-pay-api';
import type { WechatPaySettings } from '../pay-settings';
import type { PaymentProvider, PaymentRequest } from '../payment-provider';
import { wechatPayProvider } from './wechat-pay-provider';

const merchantKeys = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const MERCHANT = {
  mchId: '1900000001',
  appId: 'wx8888888888888888',
  serialNo: '444F4864EA9B34415A2F4B5B6BE5A22F1F4DF9CA',
  apiV3Key: 'abcdefghijklmnopqrstuvwxyz012345',
};

let api: WechatPayApi;
let settings: WechatPaySettings;
let provider: PaymentProvider;
let listener: NotificationListener;
let notifyUrl: string;

const request = (orderNo: string, overrides: Partial<PaymentRequest> = {}) => paymentRequest(orderNo, listener.url, overrides);

beforeAll(async () => {
  api = await wechatPayApi({ ...MERCHANT, merchantPublicKey: merchantKeys.publicKey });
  settings = {
    ...MERCHANT,
    privateKey: merchantKeys.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    publicKey: api.publicKeyPem,
    publicKeyId: api.publicKeyId,
    baseUrl: api.baseUrl,
  };
  provider = wechatPayProvider(settings);
  listener = await notificationListener(() => provider, '/pay/notify/wechat');
  notifyUrl = listener.url;
});
afterAll(async () => {
  await api.close();
  await listener.close();
});

test('a computer gets a Native QR code and a phone an H5 page that returns to the portal, every request signed', async () => {
  expect(await provider.start(request('P202612030101'))).toEqual({ codeUrl: expect.stringMatching(/^weixin:\/\/wxpay\/bizpayurl\?pr=/) });
  const phone = await provider.start(request('P202612030102', { device: 'mobile' }));
  expect(phone).toEqual({ payUrl: expect.stringContaining(`&redirect_url=${encodeURIComponent(request('P202612030102').returnUrl)}`) });
  expect(api.refused).toEqual([]);
  expect(api.calls.map((call) => [call.method, call.path, (call.body.amount as { total: number }).total])).toEqual([
    ['POST', '/v3/pay/transactions/native', 8800],
    ['POST', '/v3/pay/transactions/h5', 8800],
  ]);
  expect(api.calls[1].body.scene_info).toEqual({ payer_client_ip: '203.0.113.9', h5_info: { type: 'Wap' } });
});

test('a query says unknown, open, then paid with WeChat Pay’s transaction id and the amount in fen', async () => {
  expect((await provider.query('P202612039999')).state).toBe('unknown');
  await provider.start(request('P202612030103'));
  expect((await provider.query('P202612030103')).state).toBe('open');
  await api.pay('P202612030103', { notify: false });
  expect(await provider.query('P202612030103')).toMatchObject({
    state: 'paid',
    payment: { orderNo: 'P202612030103', transactionId: api.trades.get('P202612030103')!.transactionId, amountFen: 8800 },
  });
});

test('a notification is believed only when WeChat Pay signed it, recently, sealed under our key, for our merchant', async () => {
  await provider.start(request('P202612030104'));
  const genuine = await api.pay('P202612030104');
  expect(genuine!.status).toBe(204);
  expect(listener.readings.at(-1)).toMatchObject({ verdict: 'paid', payment: { orderNo: 'P202612030104', amountFen: 8800 } });

  // Sent again as it was: still WeChat Pay's, so believed; the order's state machine makes it change nothing.
  expect((await api.notify('P202612030104', { replay: true })).status).toBe(204);

  const stranger = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const problems: string[] = [];
  for (const options of [
    { key: stranger },
    { alterBody: (body: string) => body.replace('支付成功', '支付成功 ') },
    { timestamp: Math.floor(Date.now() / 1000) - 3600 },
    { transaction: { mchid: '1900000002' } },
  ]) {
    const answer = await api.notify('P202612030104', options);
    expect([answer.status, await answer.json()]).toEqual([500, { code: 'FAIL', message: '失败' }]);
    const reading = listener.readings.at(-1)!;
    problems.push(reading.verdict === 'refused' ? reading.problem : reading.verdict);
  }
  expect(problems).toEqual([
    'bad signature',
    'bad signature',
    'signed too long ago',
    'for another merchant (1900000002 wx8888888888888888)',
  ]);
});

test('close ends an unpaid order; refunds go back in parts up to the total, and no further, once per number', async () => {
  await provider.start(request('P202612030105'));
  await provider.close('P202612030105');
  expect(api.trades.get('P202612030105')?.state).toBe('CLOSED');
  expect((await provider.query('P202612030105')).state).toBe('closed');

  await provider.start(request('P202612030106'));
  await api.pay('P202612030106', { notify: false });
  const refund = { orderNo: 'P202612030106', totalFen: 8800, reason: '会员退会', notifyUrl };
  expect(await provider.refund({ ...refund, refundNo: 'R0106A', amountFen: 3000 })).toMatchObject({ state: 'done' });
  await expect(provider.refund({ ...refund, refundNo: 'R0106B', amountFen: 5801 })).rejects.toMatchObject({ code: 'NOT_ENOUGH' });
  // The same out_refund_no again is the same refund; under it, another amount is refused.
  const again = await provider.refund({ ...refund, refundNo: 'R0106A', amountFen: 3000 });
  expect(again).toMatchObject({ state: 'done' });
  await expect(provider.refund({ ...refund, refundNo: 'R0106A', amountFen: 2000 })).rejects.toMatchObject({ code: 'INVALID_REQUEST' });
  expect(api.trades.get('P202612030106')?.refunded).toBe(3000);
});

test('a request signed with another key is refused with SIGN_ERROR; an answer WeChat Pay did not sign is not believed', async () => {
  const impostor = crypto
    .generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ format: 'pem', type: 'pkcs8' })
    .toString();
  await expect(wechatPayProvider({ ...settings, privateKey: impostor }).query('P202612030103')).rejects.toMatchObject({
    code: 'SIGN_ERROR',
  });
  expect(api.refused.at(-1)).toBe('SIGN_ERROR');
  await expect(wechatPayProvider({ ...settings, serialNo: 'ABCDEF0123456789' }).query('P202612030103')).rejects.toMatchObject({
    code: 'SIGN_ERROR',
  });
  const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ format: 'pem', type: 'spki' }).toString();
  await expect(wechatPayProvider({ ...settings, publicKey: other }).query('P202612030103')).rejects.toMatchObject({ code: 'SIGNATURE' });
});
