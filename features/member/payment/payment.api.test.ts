/** @postgres money: order locks, two refunds at once and the advisory lock of a start behave as on either engine. */
import crypto from 'node:crypto';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { bllActivity, bllActivitySignup, bllSignLog, bllSignMember, bllSignPayment } from '@/features/member/tables';
import { createBackendServer } from '@/lib/backend/http-server';
import type { AlipayGateway } from '@/tests/support/alipay-gateway';
import { payStandIns, type PayStandIns } from '@/tests/support/pay-stand-ins';
import { parsePaySettings } from '@/lib/payments/pay-settings';
import { createPaymentProviders } from '@/lib/payments/payment-providers';
import { startHarness, type Harness } from '@/tests/support/api-harness';
import { exportedRows } from '@/tests/support/feature-suite';
import { paid, submitted } from '@/tests/support/applications';
import { registeredUser, type Person } from '@/tests/support/member-helpers';
import type { WechatPayApi } from '@/tests/support/wechat-pay-api';
import { onlineIncome } from './server';
import { sweepPayOrders } from './server/sweep-orders';
import { bllPayEvent, bllPayOrder, bllPayRefund } from './tables';

let api: Harness;
let standIns: PayStandIns;
let gateway: AlipayGateway;
let wechat: WechatPayApi;
let server: http.Server;
const errors: string[] = [];

beforeAll(async () => {
  standIns = await payStandIns();
  ({ alipay: gateway, wechat } = standIns);
  // The providers as a deployment's settings make them; SITE_URL is set below, once the port is known.
  api = await startHarness({ payments: createPaymentProviders(parsePaySettings(standIns.env, 'http://127.0.0.1')) });
  await api.loginAsAdmin();
  // The providers call the portal back at its public address: here the backend on a loopback port.
  server = createBackendServer(api.backend, { trustProxy: false });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.backend.deps.siteOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const log = api.backend.deps.log;
  api.backend.deps.log = (message, level) => {
    // The payments' lines are the tests' to read: errors are kept, warnings (a refund asked again) expected.
    if (!message.startsWith('[pay]') || level === 'info' || !level) log(message, level);
    else if (level === 'error') errors.push(message);
  };
});
afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  await api?.close();
  await standIns?.close();
});

/** A registered person whose individual application the association has approved. */
async function approvedApplicant(): Promise<{ person: Person; applicationId: number }> {
  const person = await registeredUser(api);
  const applicationId = await submitted(person, 'member');
  const audit = await api.call('PUT', '/api/system/sign/audit', { body: { id: applicationId, type: 'member', status: '1', reason: '' } });
  expect(audit.body.code).toBe(200);
  return { person, applicationId };
}

/** An approved applicant who has paid the fee through `channel`'s stand-in, notified as the provider does. */
async function paidFee(channel: 'alipay' | 'wechat'): Promise<{ person: Person; applicationId: number; orderNo: string }> {
  const { person, applicationId } = await approvedApplicant();
  const { orderNo, payUrl } = (await person.call('POST', '/pay/order', { purpose: 'membership', refId: applicationId, channel })).body
    .data as { orderNo: string; payUrl?: string };
  if (payUrl) await fetch(payUrl);
  await (channel === 'alipay' ? gateway : wechat).pay(orderNo);
  return { person, applicationId, orderNo };
}

const application = async (id: number) => (await api.backend.deps.db.select().from(bllSignMember).where(eq(bllSignMember.id, id)))[0];
const orderRow = async (orderNo: string) =>
  (await api.backend.deps.db.select().from(bllPayOrder).where(eq(bllPayOrder.orderNo, orderNo)))[0];

test('a member pays the fee with Alipay: the notification makes them a member with the records a confirmation writes', async () => {
  const { person, applicationId } = await approvedApplicant();
  const start = await person.call('POST', '/pay/order', { purpose: 'membership', refId: applicationId, channel: 'alipay', amount: 1 });
  expect(start.body).toMatchObject({ code: 200, data: { orderNo: expect.stringMatching(/^P\d{20}$/), amount: 30000 } });
  const { orderNo, payUrl } = start.body.data as { orderNo: string; payUrl: string };
  // The amount is the fee setting's (300 yuan), whatever the browser sent.
  expect((await fetch(payUrl)).status).toBe(200);
  expect(gateway.trades.get(orderNo)).toMatchObject({
    totalAmount: '300.00',
    notifyUrl: `${api.backend.deps.siteOrigin}/pay/notify/alipay`,
  });

  const notified = await gateway.pay(orderNo);
  expect(await notified!.text()).toBe('success');
  expect(await orderRow(orderNo)).toMatchObject({ state: 'paid', transactionId: gateway.trades.get(orderNo)!.tradeNo });
  expect(await application(applicationId)).toMatchObject({ status: '4', validUntil: expect.any(String), reason: '' });
  const [payment] = await api.backend.deps.db.select().from(bllSignPayment).where(eq(bllSignPayment.applicationId, applicationId));
  expect(payment).toMatchObject({
    amount: '300.00',
    method: '3',
    reference: gateway.trades.get(orderNo)!.tradeNo,
    confirmBy: 'pay:alipay',
  });
  const steps = await api.backend.deps.db.select().from(bllSignLog).where(eq(bllSignLog.applicationId, applicationId));
  expect(steps.map((step) => `${step.action} ${step.fromStatus}→${step.toStatus}`)).toEqual([
    'submit null→0',
    'approve 0→1',
    'confirmPay 1→4',
  ]);
  expect((await person.call('GET', '/api/system/sign/getInfo')).body.data).toMatchObject({ isMember: true });

  // Sent again: acknowledged, nothing changes; a second order for the paid purpose is refused.
  expect(await (await gateway.notify(orderNo)).text()).toBe('success');
  expect(await api.backend.deps.db.select().from(bllSignPayment).where(eq(bllSignPayment.applicationId, applicationId))).toHaveLength(1);
  expect((await person.call('POST', '/pay/order', { purpose: 'membership', refId: applicationId, channel: 'wechat' })).body.msg).toBe(
    '会费已缴纳，无需重复缴费',
  );
});

test('forged, altered and mismatched notifications are refused, logged as errors, and change nothing', async () => {
  const { person, applicationId } = await approvedApplicant();
  const { orderNo, codeUrl } = (await person.call('POST', '/pay/order', { purpose: 'membership', refId: applicationId, channel: 'wechat' }))
    .body.data as { orderNo: string; codeUrl: string };
  expect(codeUrl).toMatch(/^weixin:\/\//);
  await wechat.pay(orderNo, { notify: false });
  errors.length = 0;
  const stranger = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  for (const options of [
    { key: stranger },
    { alterBody: (body: string) => body.replace('"summary":"支付成功"', '"summary":"x"') },
    { timestamp: Math.floor(Date.now() / 1000) - 3600 },
    { transaction: { amount: { total: 1, payer_total: 1, currency: 'CNY' } } },
    { transaction: { mchid: '1900000002' } },
  ]) {
    const answer = await wechat.notify(orderNo, options);
    expect(answer.status).toBe(500);
  }
  expect(errors).toHaveLength(5);
  expect(errors[3]).toContain('amount mismatch');
  expect(await orderRow(orderNo)).toMatchObject({ state: 'created', transactionId: '' });
  expect((await application(applicationId)).status).toBe('1');
  const events = await api.backend.deps.db
    .select()
    .from(bllPayEvent)
    .where(eq(bllPayEvent.orderId, (await orderRow(orderNo)).id));
  expect(events.map((event) => event.kind)).toEqual(['start', 'refused']);

  // The genuine one, and then its replay: paid once.
  expect((await wechat.notify(orderNo)).status).toBe(204);
  expect((await wechat.notify(orderNo, { replay: true })).status).toBe(204);
  expect(await orderRow(orderNo)).toMatchObject({ state: 'paid' });
  expect(await api.backend.deps.db.select().from(bllSignPayment).where(eq(bllSignPayment.applicationId, applicationId))).toHaveLength(1);
});

test('a lost notification: the member’s return asks the provider, and the order is paid', async () => {
  const { person, applicationId } = await approvedApplicant();
  const { orderNo } = (await person.call('POST', '/pay/order', { purpose: 'membership', refId: applicationId, channel: 'wechat' })).body
    .data as {
    orderNo: string;
  };
  expect((await person.call('GET', `/pay/order/${orderNo}`)).body.data).toMatchObject({ state: 'created' });
  await wechat.pay(orderNo, { notify: false });
  expect((await person.call('GET', `/pay/order/${orderNo}`)).body.data).toMatchObject({ state: 'paid', amount: 30000 });
  expect((await application(applicationId)).status).toBe('4');
  // Another member's order is not theirs to read.
  const other = await registeredUser(api);
  expect((await other.call('GET', `/pay/order/${orderNo}`)).body).toEqual({ code: 500, msg: '订单不存在' });
});

test('an open order is taken up again on the same channel; choosing the other closes it first', async () => {
  const { person, applicationId } = await approvedApplicant();
  const first = (await person.call('POST', '/pay/order', { purpose: 'membership', refId: applicationId, channel: 'wechat' })).body.data as {
    orderNo: string;
  };
  const again = (await person.call('POST', '/pay/order', { purpose: 'membership', refId: applicationId, channel: 'wechat' })).body.data as {
    orderNo: string;
  };
  expect(again.orderNo).toBe(first.orderNo);
  const alipay = (await person.call('POST', '/pay/order', { purpose: 'membership', refId: applicationId, channel: 'alipay' })).body
    .data as { orderNo: string };
  expect(alipay.orderNo).not.toBe(first.orderNo);
  expect(await orderRow(first.orderNo)).toMatchObject({ state: 'closed' });
  expect(wechat.trades.get(first.orderNo)?.state).toBe('CLOSED');
});

test('bad input is refused with its message; an unknown or unapproved application cannot be paid', async () => {
  const person = await registeredUser(api);
  const cases: [Record<string, unknown>, string][] = [
    [{ purpose: 'donation', refId: 1, channel: 'alipay' }, '请选择支付项目'],
    [{ purpose: 'membership', refId: 'x', channel: 'alipay' }, '支付项目不存在'],
    [{ purpose: 'membership', refId: 1, channel: 'paypal' }, '请选择支付方式'],
    [{ purpose: 'membership', refId: 99_999, channel: 'alipay' }, '入会申请不存在'],
  ];
  for (const [body, msg] of cases) expect({ body, msg: (await person.call('POST', '/pay/order', body)).body.msg }).toEqual({ body, msg });
  const pending = await submitted(person, 'member');
  expect((await person.call('POST', '/pay/order', { purpose: 'membership', refId: pending, channel: 'alipay' })).body.msg).toBe(
    '入会申请尚未审核通过，不能提交缴费信息',
  );
  // Staff read the list with their permission only.
  expect((await person.call('GET', '/pay/order/list')).body.code).toBe(403);
  expect((await api.call('GET', '/pay/order/list')).body).toMatchObject({ code: 200, total: expect.any(Number) });
});

test('the sweep asks the provider about orders whose notification never came, and closes those past two hours', async () => {
  const sweep = (now: Date) =>
    sweepPayOrders.run({ deps: api.backend.deps, now, signal: new AbortController().signal }, { minutes: 5, closeAfter: 120 });
  const lost = await approvedApplicant();
  const forgotten = await approvedApplicant();
  const start = async ({ person, applicationId }: { person: Person; applicationId: number }, channel: string) =>
    (await person.call('POST', '/pay/order', { purpose: 'membership', refId: applicationId, channel })).body.data as {
      orderNo: string;
      payUrl?: string;
    };
  const alipay = await start(lost, 'alipay');
  const paidNo = alipay.orderNo;
  // The payer opened Alipay's page, paid, and the notification was lost.
  await fetch(alipay.payUrl!);
  const openNo = (await start(forgotten, 'wechat')).orderNo;
  await gateway.pay(paidNo, { notify: false });

  // Too new to ask about: nothing happens.
  expect(await sweep(new Date())).toMatch(/^未支付订单\d+笔：查得已支付0笔，关闭0笔$/);
  expect((await orderRow(paidNo)).state).toBe('created');

  // Ten minutes on, the paid one settles; three hours on, the forgotten one is closed at WeChat Pay and here.
  expect(await sweep(new Date(Date.now() + 10 * 60_000))).toContain('查得已支付1笔');
  expect(await orderRow(paidNo)).toMatchObject({ state: 'paid' });
  expect((await application(lost.applicationId)).status).toBe('4');
  expect(await sweep(new Date(Date.now() + 3 * 3600_000))).toContain('关闭');
  expect(await orderRow(openNo)).toMatchObject({ state: 'closed' });
  expect(wechat.trades.get(openNo)?.state).toBe('CLOSED');
});

test('staff refund a paid fee in parts through its provider; the full refund ends the membership', async () => {
  const { person, applicationId, orderNo } = await paidFee('alipay');
  const refund = (amount: number, reason = '会员申请退会') => api.call('POST', '/pay/order/refund', { body: { orderNo, amount, reason } });

  expect((await person.call('POST', '/pay/order/refund', { orderNo, amount: 100, reason: '自己退' })).body.code).toBe(403);
  expect((await refund(10_000)).body).toMatchObject({ code: 200, data: { state: 'partly_refunded', refundedAmount: 10_000 } });
  expect((await person.call('GET', '/api/system/sign/getInfo')).body.data).toMatchObject({ isMember: true });
  expect((await refund(20_001)).body.msg).toBe('退款金额不能超过可退金额（¥200.00）');
  expect((await refund(0)).body.msg).toBe('退款金额必须是正整数（分）');
  expect((await refund(20_000)).body).toMatchObject({ code: 200, data: { state: 'refunded', refundedAmount: 30_000 } });
  expect([...gateway.trades.get(orderNo)!.refunded.values()]).toEqual(['100.00', '200.00']);
  expect((await person.call('GET', '/api/system/sign/getInfo')).body.data).toMatchObject({ isMember: false });
  const steps = await api.backend.deps.db.select().from(bllSignLog).where(eq(bllSignLog.applicationId, applicationId));
  expect(steps.at(-1)).toMatchObject({ action: 'refund', reason: '会员申请退会' });
  expect((await refund(1)).body.msg).toBe('只有已支付的订单可以退款');
});

test('two refunds at once never give back more than was paid; a provider’s refusal leaves no refund behind', async () => {
  const { orderNo } = await paidFee('alipay');
  const refund = (amount: number) => api.call('POST', '/pay/order/refund', { body: { orderNo, amount, reason: '重复缴费' } });

  const answers = await Promise.all([refund(20_000), refund(20_000)]);
  expect(answers.map((answer) => answer.body.msg).sort()).toEqual(['操作成功', '退款金额不能超过可退金额（¥100.00）']);
  expect([...gateway.trades.get(orderNo)!.refunded.values()]).toEqual(['200.00']);

  // Money given back elsewhere (the merchant's console): Alipay refuses the rest, and nothing is kept of the try.
  gateway.trades.get(orderNo)!.refunded.set('console', '100.00');
  expect((await refund(10_000)).body.msg).toMatch(/^退款未成功：/);
  const refunds = await api.backend.deps.db.select().from(bllPayRefund);
  expect(refunds.filter((row) => row.reason === '重复缴费').map((row) => `${row.amount} ${row.state}`)).toEqual(['20000 done']);
  expect(await orderRow(orderNo)).toMatchObject({ state: 'partly_refunded', refundedAmount: 20_000 });
});

test('the payer reads the channels and their own orders; staff read any order with its events, and export the list', async () => {
  const { person, applicationId } = await approvedApplicant();
  expect((await person.call('GET', '/pay/channels')).body.data).toEqual({ channels: ['alipay', 'wechat'] });
  const { orderNo } = (await person.call('POST', '/pay/order', { purpose: 'membership', refId: applicationId, channel: 'wechat' })).body
    .data as { orderNo: string };
  await wechat.pay(orderNo);

  const mine = (await person.call('GET', '/pay/order/mine')).body;
  expect(mine).toMatchObject({ code: 200, total: 1, rows: [{ orderNo, state: 'paid', amount: 30000, channel: 'wechat' }] });
  // The payer's own read carries no provider's words; a stranger's is refused as if there were no such order.
  expect((await person.call('GET', `/pay/order/${orderNo}`)).body.data).not.toHaveProperty('events');
  const stranger = await registeredUser(api);
  expect((await stranger.call('GET', `/pay/order/${orderNo}`)).body.msg).toBe('订单不存在');
  expect((await stranger.call('GET', '/pay/order/mine')).body).toMatchObject({ total: 0, rows: [] });

  const detail = (await api.call('GET', `/pay/order/${orderNo}`)).body.data as { events: { kind: string; toState: string }[] };
  expect(detail.events.map((event) => `${event.kind}:${event.toState}`)).toEqual(['start:', 'notify:paid']);
  expect(detail).toMatchObject({ refunds: [] });

  const rows = await exportedRows(
    api,
    '/pay/order/export',
    `orderNo=${orderNo}`,
    '订单号 会员账号 支付项目 商品名称 金额（元） 已退款（元） 支付方式 状态 交易号 下单时间 支付时间 关闭时间',
  );
  // An order not closed ends at its paid time: the reader drops the empty last cell.
  expect(rows).toEqual([
    [
      orderNo,
      person.phone,
      '会费',
      '录音师协会个人会员会费',
      '300.00',
      '0.00',
      '微信支付',
      '已支付',
      expect.any(String),
      expect.any(String),
      expect.any(String),
    ],
  ]);
  expect((await person.call('POST', '/pay/order/export', {})).body.code).toBe(403);
});

/** An open activity a week away, with a public fee and a member's. */
async function paidActivity(fee: string, memberFee: string | null) {
  const week = Date.now() + 7 * 86_400_000;
  const [activity] = await api.backend.deps.db
    .insert(bllActivity)
    .values({ title: '混音进阶工作坊', startTime: new Date(week), deadline: new Date(week - 86_400_000), fee, memberFee, capacity: 2 })
    .returning();
  return activity;
}

const signUp = async (person: Person, activityId: number) =>
  (await person.call('POST', '/api/activity/activities/saveBll', { activityId, name: '报名人', phone: person.phone })).body;

test('a paid activity: the sign-up waits for its price, the member’s own; the payment confirms it; a full refund frees the place', async () => {
  const activity = await paidActivity('300', '150');
  const stranger = await registeredUser(api);
  const made = await signUp(stranger, activity.id);
  expect(made).toMatchObject({ code: 200, msg: '报名成功', data: { payState: 'unpaid', amount: '300.00' } });
  const signupId = (made.data as { id: number }).id;
  // Not the caller's sign-up: as if there were none.
  const other = await registeredUser(api);
  expect((await other.call('POST', '/pay/order', { purpose: 'activity', refId: signupId, channel: 'alipay' })).body.msg).toBe(
    '报名记录不存在',
  );

  const start = (await stranger.call('POST', '/pay/order', { purpose: 'activity', refId: signupId, channel: 'alipay' })).body;
  expect(start).toMatchObject({ code: 200, data: { amount: 30000 } });
  const { orderNo, payUrl } = start.data as { orderNo: string; payUrl: string };
  expect((await fetch(payUrl)).status).toBe(200);
  expect(gateway.trades.get(orderNo)).toMatchObject({
    totalAmount: '300.00',
    subject: '混音进阶工作坊',
    returnUrl: `${api.backend.deps.siteOrigin}/personal/pay?signupId=${signupId}&orderNo=${orderNo}`,
  });
  expect(await (await gateway.pay(orderNo))!.text()).toBe('success');
  const [signup] = await api.backend.deps.db.select().from(bllActivitySignup).where(eq(bllActivitySignup.id, signupId));
  expect(signup.payState).toBe('paid');
  const listed = (await stranger.call('GET', `/api/activity/activities/getInfoList?activityId=${activity.id}`)).body.data as {
    signupId: number;
    payState: string;
  }[];
  expect(listed[0]).toMatchObject({ signupId, payState: 'paid' });
  expect((await stranger.call('POST', '/pay/order', { purpose: 'activity', refId: signupId, channel: 'wechat' })).body.msg).toBe(
    '该活动已缴费，请勿重复支付',
  );

  // A member pays the member fee.
  const { person: member } = await paidFee('wechat');
  const memberSignup = (await signUp(member, activity.id)).data as { id: number; amount: string };
  expect(memberSignup.amount).toBe('150.00');
  expect(
    (await member.call('POST', '/pay/order', { purpose: 'activity', refId: memberSignup.id, channel: 'wechat' })).body.data,
  ).toMatchObject({ amount: 15000 });

  // Both places are taken, the unpaid one too; the full refund of the paid one gives its place back.
  expect((await signUp(await registeredUser(api), activity.id)).msg).toBe('报名人数已满');
  const refund = await api.call('POST', '/pay/order/refund', { body: { orderNo, amount: 30000, reason: '活动改期' } });
  expect(refund.body).toMatchObject({ code: 200, data: { state: 'refunded' } });
  expect(await api.backend.deps.db.select().from(bllActivitySignup).where(eq(bllActivitySignup.id, signupId))).toEqual([]);
  expect((await signUp(await registeredUser(api), activity.id)).msg).toBe('报名成功');
});

test('a free activity, or a sign-up made without online channels, has nothing to pay online', async () => {
  const free = await paidActivity('0', null);
  const person = await registeredUser(api);
  const made = (await signUp(person, free.id)).data as { id: number; payState: string };
  expect(made.payState).toBe('');
  expect((await person.call('POST', '/pay/order', { purpose: 'activity', refId: made.id, channel: 'alipay' })).body.msg).toBe(
    '该活动无需在线缴费',
  );
});

test('a WeChat refund answered PROCESSING ends with its notification: SUCCESS makes it done, ABNORMAL failed and an error', async () => {
  const { orderNo } = await paidFee('wechat');
  wechat.refundsPending = true;
  try {
    for (const reason of ['部分退款一', '部分退款二'])
      expect((await api.call('POST', '/pay/order/refund', { body: { orderNo, amount: 100, reason } })).body.code).toBe(200);
  } finally {
    wechat.refundsPending = false;
  }
  const refunds = async () =>
    (await api.call('GET', `/pay/order/${orderNo}`)).body.data as {
      refunds: { refundNo: string; state: string }[];
      events: { kind: string }[];
    };
  const [first, second] = (await refunds()).refunds;
  expect([first.state, second.state]).toEqual(['pending', 'pending']);

  expect((await wechat.settleRefund(first.refundNo, 'SUCCESS')).status).toBe(204);
  expect((await refunds()).refunds.map((refund) => refund.state)).toEqual(['done', 'pending']);
  errors.length = 0;
  expect((await wechat.settleRefund(second.refundNo, 'ABNORMAL')).status).toBe(204);
  const after = await refunds();
  expect(after.refunds.map((refund) => refund.state)).toEqual(['done', 'failed']);
  expect(after.events.filter((event) => event.kind === 'refund')).toHaveLength(4);
  expect(errors).toEqual([expect.stringContaining(`refund ${second.refundNo} failed at wechat`)]);
});

test('a bank transfer: the order gives the number to write in the remark; the confirmation pays it; its refund is recorded, not asked', async () => {
  const { person, applicationId } = await approvedApplicant();
  const start = (await person.call('POST', '/pay/order', { purpose: 'membership', refId: applicationId, channel: 'offline' })).body;
  expect(start).toEqual({ code: 200, msg: '操作成功', data: { orderNo: expect.stringMatching(/^P\d{20}$/), amount: 30000 } });
  const { orderNo } = start.data as { orderNo: string };
  expect(
    (await person.call('POST', '/pay/order', { purpose: 'membership', refId: applicationId, channel: 'offline' })).body.data,
  ).toMatchObject({
    orderNo,
  });
  const income = () => onlineIncome(api.backend.deps.db, new Date(0));
  const before = await income();

  // Three hours on, the sweep leaves it open: a transfer takes days.
  await sweepPayOrders.run(
    { deps: api.backend.deps, now: new Date(Date.now() + 3 * 3600_000), signal: new AbortController().signal },
    { minutes: 5, closeAfter: 120 },
  );
  expect(await orderRow(orderNo)).toMatchObject({ state: 'created', channel: 'offline' });

  await paid(person, 'member', applicationId, orderNo);
  expect(
    (await api.call('PUT', '/api/system/sign/confirmPay', { body: { id: applicationId, type: 'member', reason: '' } })).body.code,
  ).toBe(200);
  expect(await orderRow(orderNo)).toMatchObject({ state: 'paid', transactionId: orderNo, updateBy: 'admin' });
  expect(await income()).toEqual(before);
  const detail = (await api.call('GET', `/pay/order/${orderNo}`)).body.data as {
    events: { kind: string; toState: string; createBy: string }[];
  };
  expect(detail.events.map((event) => `${event.kind}:${event.toState}:${event.createBy}`)).toEqual([
    `start::${person.phone}`,
    `start::${person.phone}`,
    'confirm:paid:admin',
  ]);

  // The money goes back by transfer; the refund records it and ends the membership.
  const refund = await api.call('POST', '/pay/order/refund', { body: { orderNo, amount: 30000, reason: '会员申请退会' } });
  expect(refund.body).toMatchObject({ code: 200, data: { state: 'refunded', refundedAmount: 30000 } });
  const [row] = await api.backend.deps.db
    .select()
    .from(bllPayRefund)
    .where(eq(bllPayRefund.orderId, (await orderRow(orderNo)).id));
  expect(row).toMatchObject({ state: 'done', providerRefundId: '', createBy: 'admin' });
  expect((await person.call('GET', '/api/system/sign/getInfo')).body.data).toMatchObject({ isMember: false });
});

test('a transfer confirmed without an order gets one, paid; a fee paid online closes the transfer order left open', async () => {
  const { person, applicationId } = await approvedApplicant();
  await paid(person, 'member', applicationId, 'BANK-20260105-01');
  expect(
    (await api.call('PUT', '/api/system/sign/confirmPay', { body: { id: applicationId, type: 'member', reason: '' } })).body.code,
  ).toBe(200);
  const mine = (await person.call('GET', '/pay/order/mine')).body.rows as Record<string, unknown>[];
  expect(mine).toEqual([
    expect.objectContaining({
      channel: 'offline',
      state: 'paid',
      amount: 30000,
      transactionId: 'BANK-20260105-01',
      createBy: person.phone,
    }),
  ]);

  const online = await approvedApplicant();
  const transfer = (
    await online.person.call('POST', '/pay/order', { purpose: 'membership', refId: online.applicationId, channel: 'offline' })
  ).body.data as { orderNo: string };
  const { orderNo } = (
    await online.person.call('POST', '/pay/order', { purpose: 'membership', refId: online.applicationId, channel: 'wechat' })
  ).body.data as { orderNo: string };
  expect(await orderRow(transfer.orderNo)).toMatchObject({ state: 'closed' });
  await wechat.pay(orderNo);
  expect(await orderRow(orderNo)).toMatchObject({ state: 'paid' });
});

test('an activity’s price is not paid by transfer here', async () => {
  const activity = await paidActivity('300', null);
  const person = await registeredUser(api);
  const signupId = ((await signUp(person, activity.id)).data as { id: number }).id;
  expect((await person.call('POST', '/pay/order', { purpose: 'activity', refId: signupId, channel: 'offline' })).body.msg).toBe(
    '该项目不支持线下转账，请选择在线支付',
  );
});

test('a refund whose answer was lost stays asked, and the sweep asks again with its number: the money goes back once', async () => {
  const sweep = (now: Date) =>
    sweepPayOrders.run({ deps: api.backend.deps, now, signal: new AbortController().signal }, { minutes: 5, closeAfter: 120 });
  const { orderNo } = await paidFee('wechat');
  const providers = api.backend.deps.payments;
  // WeChat Pay cannot be reached: whether it refunded is not known, so the refund stays asked.
  api.backend.deps.payments = createPaymentProviders(
    parsePaySettings({ ...standIns.env, PAY_WECHAT_BASE_URL: 'http://127.0.0.1:9' }, 'http://127.0.0.1'),
  );
  try {
    expect((await api.call('POST', '/pay/order/refund', { body: { orderNo, amount: 10_000, reason: '重复缴费' } })).body.msg).toBe(
      '支付平台暂未答复退款结果，系统将自动重试并确认，请勿重复退款',
    );
  } finally {
    api.backend.deps.payments = providers;
  }
  const refundsOf = async () =>
    api.backend.deps.db
      .select()
      .from(bllPayRefund)
      .where(eq(bllPayRefund.orderId, (await orderRow(orderNo)).id))
      .orderBy(bllPayRefund.id);
  const [asked] = await refundsOf();
  expect(asked).toMatchObject({ state: 'requested', amount: 10_000 });
  // What is asked counts as given back: the rest is all that is left.
  expect((await api.call('POST', '/pay/order/refund', { body: { orderNo, amount: 20_001, reason: '重复缴费' } })).body.msg).toBe(
    '退款金额不能超过可退金额（¥200.00）',
  );

  // The portal stopped after WeChat Pay took a second refund, before writing its answer.
  const [second] = await api.backend.deps.db
    .insert(bllPayRefund)
    .values({
      orderId: asked.orderId,
      refundNo: 'R20260105120000000001',
      amount: 20_000,
      reason: '退会',
      state: 'requested',
      createBy: 'admin',
    })
    .returning();
  await providers.wechat!.refund({
    orderNo,
    refundNo: second.refundNo,
    amountFen: 20_000,
    totalFen: 30_000,
    reason: '退会',
    notifyUrl: '',
  });

  expect(await sweep(new Date())).not.toContain('退款');
  expect(await sweep(new Date(Date.now() + 10 * 60_000))).toContain('未答复的退款2笔：完成2笔，被拒0笔');
  expect((await refundsOf()).map((row) => row.state)).toEqual(['done', 'done']);
  expect(wechat.trades.get(orderNo)?.refunded).toBe(30_000);
  expect(await orderRow(orderNo)).toMatchObject({ state: 'refunded', refundedAmount: 30_000 });
});
