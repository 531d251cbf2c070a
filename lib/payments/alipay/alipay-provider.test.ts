import crypto from 'node:crypto';
import { notificationListener, paymentRequest, type NotificationListener } from '@/tests/support/payment-notifications';
import { alipayGateway, alipaySignContent, rsa2Verify, type AlipayGateway } from '@/tests/support/alipay-gateway';
import { ProviderError, type PaymentProvider, type PaymentRequest } from '../payment-provider';
import { alipayProvider } from './alipay-provider';

const APP_ID = '2021000000000001';
const app = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = (key: crypto.KeyObject, type: 'pkcs8' | 'spki') => key.export({ format: 'pem', type }).toString();

let gateway: AlipayGateway;
let provider: PaymentProvider;
let listener: NotificationListener;
let notifyUrl: string;

const request = (orderNo: string, overrides: Partial<PaymentRequest> = {}) => paymentRequest(orderNo, listener.url, overrides);

beforeAll(async () => {
  gateway = await alipayGateway({ appId: APP_ID, appPublicKey: app.publicKey });
  provider = alipayProvider({
    appId: APP_ID,
    privateKey: pem(app.privateKey, 'pkcs8'),
    alipayPublicKey: gateway.publicKeyPem,
    gateway: gateway.url,
  });
  listener = await notificationListener(() => provider, '/pay/notify/alipay');
  notifyUrl = listener.url;
});
afterAll(async () => {
  await gateway.close();
  await listener.close();
});

/** The payer's browser opens the page address the provider gave. */
async function openPage(orderNo: string, overrides: Partial<PaymentRequest> = {}) {
  const start = await provider.start(request(orderNo, overrides));
  if (!('payUrl' in start)) throw new Error('no page address');
  const page = await fetch(start.payUrl);
  expect(page.status).toBe(200);
  return { start, page: await page.text() };
}

test('a computer gets Alipay’s page pay and a phone its WAP pay, each call signed RSA2 and dated in China time', async () => {
  const before = process.env.TZ;
  // The SDK dates calls in the process's zone; a server on UTC (or anywhere) must still be believed.
  process.env.TZ = 'America/New_York';
  try {
    const { page } = await openPage('P202612030001');
    expect(page).toContain('¥88.00');
    await openPage('P202612030002', { device: 'mobile', amountFen: 1 });
  } finally {
    process.env.TZ = before;
  }
  expect(gateway.refused).toEqual([]);
  expect(gateway.calls.map(({ method, biz }) => [method, biz.total_amount, biz.product_code])).toEqual([
    ['alipay.trade.page.pay', '88.00', 'FAST_INSTANT_TRADE_PAY'],
    ['alipay.trade.wap.pay', '0.01', 'QUICK_WAP_WAY'],
  ]);
  expect(gateway.trades.get('P202612030001')).toMatchObject({ notifyUrl, page: 'page' });
});

test('a query says unknown, open, then paid with Alipay’s trade number and the amount in fen', async () => {
  expect((await provider.query('P202612039999')).state).toBe('unknown');
  await openPage('P202612030003');
  expect((await provider.query('P202612030003')).state).toBe('open');
  await gateway.pay('P202612030003', { notify: false });
  const paid = await provider.query('P202612030003');
  expect(paid).toMatchObject({
    state: 'paid',
    payment: { orderNo: 'P202612030003', transactionId: gateway.trades.get('P202612030003')!.tradeNo, amountFen: 8800 },
  });
});

test('a notification is believed only with Alipay’s signature over what it says, for our app', async () => {
  await openPage('P202612030004');
  const genuine = await gateway.pay('P202612030004');
  expect([genuine!.status, await genuine!.text()]).toEqual([200, 'success']);
  const reading = listener.readings.at(-1);
  expect(reading).toMatchObject({ verdict: 'paid', payment: { orderNo: 'P202612030004', amountFen: 8800 } });

  const stranger = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const cases: Parameters<AlipayGateway['notify']>[1][] = [
    // An amount changed after Alipay signed.
    { after: { total_amount: '0.01' } },
    // Signed, but by someone else's key.
    { key: stranger },
    // Alipay's signature, for another app.
    { changes: { app_id: '2021000000000002' } },
    // No signature at all.
    { after: { sign: '' } },
  ];
  const problems = [];
  for (const options of cases) {
    const answer = await gateway.notify('P202612030004', options);
    expect(await answer.text()).toBe('fail');
    const refused = listener.readings.at(-1)!;
    problems.push(refused.verdict === 'refused' ? refused.problem : refused.verdict);
  }
  expect(problems).toEqual(['bad signature', 'bad signature', 'for another app (2021000000000002)', 'bad signature']);
});

test('close ends an unpaid trade (and one Alipay never saw); refunds go back in parts up to the total, once per number', async () => {
  await openPage('P202612030005');
  await provider.close('P202612030005');
  expect(gateway.trades.get('P202612030005')?.status).toBe('TRADE_CLOSED');
  await provider.close('P202612030404');

  await openPage('P202612030006');
  await gateway.pay('P202612030006', { notify: false });
  const refund = { orderNo: 'P202612030006', totalFen: 8800, reason: '会员退会', notifyUrl };
  expect(await provider.refund({ ...refund, refundNo: 'R1', amountFen: 3000 })).toMatchObject({ state: 'done' });
  await expect(provider.refund({ ...refund, refundNo: 'R2', amountFen: 5801 })).rejects.toMatchObject({
    code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL',
  });
  expect(await provider.refund({ ...refund, refundNo: 'R3', amountFen: 5800 })).toMatchObject({ state: 'done' });
  // The same request number again is the same refund: answered as done, and no money moves.
  expect(await provider.refund({ ...refund, refundNo: 'R3', amountFen: 5800 })).toMatchObject({
    state: 'done',
    answer: { fundChange: 'N' },
  });
  expect([...gateway.trades.get('P202612030006')!.refunded.values()]).toEqual(['30.00', '58.00']);
});

test('an answer not signed by Alipay’s key is not believed', async () => {
  const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
  const fooled = alipayProvider({
    appId: APP_ID,
    privateKey: pem(app.privateKey, 'pkcs8'),
    alipayPublicKey: pem(other, 'spki'),
    gateway: gateway.url,
  });
  await expect(fooled.query('P202612030003')).rejects.toBeInstanceOf(ProviderError);
  // A call signed with another app's key is refused by the gateway with Alipay's own code.
  const impostor = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const refusedCall = alipayProvider({
    appId: APP_ID,
    privateKey: pem(impostor, 'pkcs8'),
    alipayPublicKey: gateway.publicKeyPem,
    gateway: gateway.url,
  });
  await expect(refusedCall.query('P202612030003')).rejects.toMatchObject({ code: 'isv.invalid-signature' });
});

/**
 * A notification Alipay signed, as published in the tests of Alipay's own Node SDK
 * (alipay/alipay-sdk-nodejs-all, test/alipay.test.ts, "verify sign should delete sign_type"),
 * with the Alipay public key it verifies under.
 */
const PUBLISHED_ALIPAY_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAqObrdC7hrgAVM98tK0nv3hSQRGGKT4lBsQjHiGjeYZjOPIPHR5knm2jnnz/YGIXIofVHkA/tAlBAd5DrY7YpvI4tP5EONLtZKC2ghBMx7McI2wRD0xiqzxOQr1FuhZGJ8/AUokBzJrzY+aGX2xcOrxFYRlFilvVLTXg4LWjR1tdPkO6+i7wQZAIVMClPkwVRZEbaERRHlKqTzv2gGv5rDU8gRoe1LeaN+6BlbTqHWkQcNCUNrA8C6l17XAXGKDsm/9TFWwO8EPHHHCaQdjtV5/FdcWIt+L8SR1ss7EXTjYDFtxcKVv9rEoY1lX8T4mX+GbXfZHraG5NCF1+XioL5JwIDAQAB';
const PUBLISHED_CONTENT =
  'app_id=2019073166072302&auth_app_id=2019073166072302&buyer_id=2088102534368455&buyer_logon_id=xud***@126.com&buyer_pay_amount=0.10&charset=utf-8&fund_bill_list=[{"amount":"0.10","fundChannel":"ALIPAYACCOUNT"}]&gmt_create=2019-08-15 15:56:22&gmt_payment=2019-08-15 15:56:24&invoice_amount=0.10&notify_id=2019081500222155624068450559358070&notify_time=2019-08-15 15:56:25&notify_type=trade_status_sync&out_trade_no=20190815155618536-564-57&point_amount=0.00&receipt_amount=0.10&seller_email=z97-yuquerevenue@service.aliyun.com&seller_id=2088531891668739&subject=语雀空间 500人规模&total_amount=0.10&trade_no=2019081522001468450512505578&trade_status=TRADE_SUCCESS&version=1.0';
const PUBLISHED_SIGN =
  'QfTb8tqE1BMhS5qAnXtvsF3/jBkEvu9q9en0pdbBUDDjvKycZhQb7h8GDs4FKfi049PynaNuatxSgLb/nLWZpXyyh0LEWdK2S6Ri7nPwrVgOs08zugLO20vOQz44y3ti2Ncm8/wZts1Fr2gZ7pShnVX3d1B50hbsXnObT1r/U8ONNQjWXd0HIul4TG+Q3fm3svmSvFEy0WnzuhcyHPX5Gm4ELNctL6Qd5YniGJFNcc7kopHYtI/XD9YCKCH6Ct02rzUs9i11C9CsadtZn+WhxF26Dqt9sGEFajkJ8cxUTLi8+VCpLHsgPE8P0y095uQcDdK0YjCh4x7wVSov+lrmOQ==';

test('a notification Alipay itself signed is believed, by the stand-in’s check and the portal’s, and not once changed', () => {
  const fields = Object.fromEntries(
    PUBLISHED_CONTENT.split('&').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  const alipayKey = `-----BEGIN PUBLIC KEY-----\n${PUBLISHED_ALIPAY_KEY}\n-----END PUBLIC KEY-----\n`;
  // The stand-in builds the signed text as Alipay's documents say: without sign and sign_type.
  expect(alipaySignContent({ ...fields, sign: PUBLISHED_SIGN, sign_type: 'RSA2' }, ['sign', 'sign_type'])).toBe(PUBLISHED_CONTENT);
  expect(rsa2Verify(PUBLISHED_CONTENT, PUBLISHED_SIGN, alipayKey)).toBe(true);
  const published = alipayProvider({
    appId: fields.app_id,
    privateKey: pem(app.privateKey, 'pkcs8'),
    alipayPublicKey: alipayKey,
    gateway: gateway.url,
  });
  const body = new URLSearchParams({ ...fields, sign: PUBLISHED_SIGN, sign_type: 'RSA2' }).toString();
  expect(published.readNotification({ headers: new Headers(), body })).toMatchObject({
    verdict: 'paid',
    payment: { orderNo: '20190815155618536-564-57', transactionId: '2019081522001468450512505578', amountFen: 10 },
  });
  const altered = new URLSearchParams({ ...fields, total_amount: '100.00', sign: PUBLISHED_SIGN, sign_type: 'RSA2' }).toString();
  expect(published.readNotification({ headers: new Headers(), body: altered })).toEqual({ verdict: 'refused', problem: 'bad signature' });
});
