import { startHarness, type Harness } from '@/tests/support/api-harness';
import { aliyunSmsEndpoint, type AliyunSend, type ProviderEndpoint } from '@/tests/support/sms-provider-endpoints';
import { createSmsSender } from '@/lib/messages/sms/create-sms-sender';
import { parseSmsSettings } from '@/lib/messages/sms/sms-settings';

/**
 * Sign-up codes through a real provider's SDK, to a local endpoint that checks each request as
 * Aliyun documents it: the code reaches the phone only through the provider, the outbox keeps it
 * masked with the provider's receipt, and a refusal withdraws the code with the reader's words.
 */
let api: Harness;
let aliyun: ProviderEndpoint<AliyunSend>;
let refuseWith: string | null = null;

beforeAll(async () => {
  api = await startHarness();
  const credentials = { accessKeyId: 'LTAI5tPortalTests', accessKeySecret: 'portal-tests-aliyun-secret' };
  aliyun = await aliyunSmsEndpoint(credentials, () =>
    refuseWith
      ? { status: 200, body: { Code: refuseWith, Message: '手机号码格式错误', RequestId: 'r' } }
      : { status: 200, body: { Code: 'OK', Message: 'OK', BizId: `biz-${aliyun.accepted.length}^0`, RequestId: 'r' } },
  );
  api.backend.deps.sms = await createSmsSender(
    parseSmsSettings({
      SMS_PROVIDER: 'aliyun',
      SMS_ALIYUN_ACCESS_KEY_ID: credentials.accessKeyId,
      SMS_ALIYUN_ACCESS_KEY_SECRET: credentials.accessKeySecret,
      SMS_ALIYUN_ENDPOINT: `http://${aliyun.host}`,
      SMS_SIGN_NAME: '录音师协会',
      SMS_TEMPLATE_REGISTER: 'SMS_2001:code,minutes',
      SMS_TEMPLATE_LOGIN: 'SMS_2002',
      SMS_TEMPLATE_RESET: 'SMS_2003',
      SMS_TEMPLATE_RENEWAL: 'SMS_2004',
    }),
    () => undefined,
  );
  await api.loginAsAdmin();
});
afterAll(async () => {
  await aliyun?.close();
  await api?.close();
});

const records = async (phone: string) => (await api.call('GET', `/monitor/sms/list?phone=${phone}`)).body.rows as Record<string, unknown>[];

test('a sign-up code goes through the provider, and the outbox keeps it masked with the receipt', async () => {
  const phone = '13900139001';
  expect((await api.call('POST', '/sendCode', { body: { phone, scene: 'register' } })).body).toMatchObject({ code: 200 });
  const sent = aliyun.accepted.at(-1)!;
  expect(sent).toMatchObject({ PhoneNumbers: phone, SignName: '录音师协会', TemplateCode: 'SMS_2001', TemplateParam: { minutes: '5' } });
  expect(sent.TemplateParam.code).toMatch(/^\d{6}$/);
  expect(await records(phone)).toMatchObject([
    {
      phone,
      scene: 'register',
      provider: 'aliyun',
      messageId: `biz-${aliyun.accepted.length}^0`,
      status: '0',
      error: '',
      content: '【录音师协会】您的验证码是******，5分钟内有效，请勿泄露给他人。',
    },
  ]);
  // The code the provider delivered is the one registration takes.
  const registered = await api.call('POST', '/registerByPhone', { body: { phone, code: sent.TemplateParam.code, password: 'Good#pass1' } });
  expect(registered.body).toMatchObject({ code: 200 });
});

test('a refusal withdraws the code, answers in the reader’s words and is listed as failed', async () => {
  const phone = '13900139002';
  refuseWith = 'isv.MOBILE_NUMBER_ILLEGAL';
  try {
    expect((await api.call('POST', '/sendCode', { body: { phone, scene: 'register' } })).body).toEqual({
      code: 500,
      msg: '请输入正确的手机号码',
    });
  } finally {
    refuseWith = null;
  }
  const code = aliyun.accepted.at(-1)!.TemplateParam.code;
  expect((await api.call('POST', '/registerByPhone', { body: { phone, code, password: 'Good#pass1' } })).body.msg).toBe(
    '短信验证码已失效，请重新获取',
  );
  const failed = await api.call('GET', `/monitor/sms/list?phone=${phone}&status=1`);
  expect(failed.body).toMatchObject({
    total: 1,
    rows: [{ provider: 'aliyun', status: '1', messageId: '', error: 'aliyun: isv.MOBILE_NUMBER_ILLEGAL: 手机号码格式错误' }],
  });
  expect((await api.call('GET', `/monitor/sms/list?phone=${phone}&status=0`)).body.total).toBe(0);
  // A refused message did not count: the next one may go at once.
  expect((await api.call('POST', '/sendCode', { body: { phone, scene: 'register' } })).body.code).toBe(200);
});
