import crypto from 'node:crypto';
import { notificationListener, paymentRequest, type NotificationListener } from '@/tests/support/payment-notifications';
import { alipayGateway, type AlipayGateway } from '@/tests/support/alipay-gateway';
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

test('close ends an unpaid trade (and one Alipay never saw); refunds go back in parts up to the total', async () => {
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
  expect(gateway.trades.get('P202612030006')?.refunded).toEqual(['30.00', '58.00']);
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
