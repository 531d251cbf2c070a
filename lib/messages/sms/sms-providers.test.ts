import {
  acs3Signature,
  aliyunSmsEndpoint,
  loopbackAgent,
  tc3Signature,
  tencentSent,
  tencentSmsEndpoint,
  type ProviderEndpoint,
} from '@/tests/support/sms-provider-endpoints';
import { AliyunSmsSender } from './aliyun-sms-sender';
import { SMS_FAILED_MSG } from './sms-delivery';
import { SmsDeliveryError, type SmsMessage } from './sms-sender';
import { parseSmsSettings, type SmsSettings } from './sms-settings';
import { TencentSmsSender } from './tencent-sms-sender';

const code: SmsMessage = {
  phone: '13800138000',
  scene: 'register',
  values: { code: '123456', minutes: '5' },
  content: '【录音师协会】您的验证码是123456，5分钟内有效，请勿泄露给他人。',
};
const renewal: SmsMessage = {
  phone: '13800138001',
  scene: 'renewal',
  values: { name: '张三', date: '2026-12-31' },
  content: '【录音师协会】张三，您的会员资格将于2026-12-31到期，请及时登录协会网站办理续费。',
};
const TEMPLATES = {
  SMS_SIGN_NAME: '录音师协会',
  SMS_TEMPLATE_REGISTER: 'SMS_1001:code,minutes',
  SMS_TEMPLATE_LOGIN: 'SMS_1002',
  SMS_TEMPLATE_RESET: 'SMS_1003',
  SMS_TEMPLATE_RENEWAL: 'SMS_1004:name,date',
};

/** The error a send failed with. */
async function failureOf(send: Promise<unknown>): Promise<SmsDeliveryError> {
  const error = await send.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SmsDeliveryError);
  return error as SmsDeliveryError;
}

describe('the checking endpoints sign as the providers document', () => {
  test("Aliyun's signature v3 worked example (RunInstances, 2023-10-26)", () => {
    const headers = {
      host: 'ecs.cn-shanghai.aliyuncs.com',
      'x-acs-action': 'RunInstances',
      'x-acs-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      'x-acs-date': '2023-10-26T10:22:32Z',
      'x-acs-signature-nonce': '3156853299f313e23d1673dc12e1703d',
      'x-acs-version': '2014-05-26',
    };
    const signature = acs3Signature(
      {
        method: 'POST',
        path: '/',
        query: [
          ['ImageId', 'win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd'],
          ['RegionId', 'cn-shanghai'],
        ],
        headers,
        signedHeaders: Object.keys(headers),
        body: '',
      },
      'YourAccessKeySecret',
    );
    expect(signature).toBe('06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0');
  });

  test("Tencent's TC3-HMAC-SHA256 worked example (CVM DescribeInstances, 2019-02-25)", () => {
    const signature = tc3Signature(
      {
        method: 'POST',
        path: '/',
        query: '',
        headers: { 'content-type': 'application/json; charset=utf-8', host: 'cvm.tencentcloudapi.com' },
        signedHeaders: ['content-type', 'host'],
        body: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
        timestamp: 1551113065,
        service: 'cvm',
      },
      'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
    );
    expect(signature).toBe('72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168');
  });
});

describe('Aliyun, through its SDK', () => {
  const credentials = { accessKeyId: 'LTAI5tAssociationKey', accessKeySecret: 'association-secret-of-aliyun' };
  let endpoint: ProviderEndpoint<unknown>;
  afterEach(() => endpoint?.close());

  const sender = (port: number, secret = credentials.accessKeySecret) =>
    new AliyunSmsSender(
      parseSmsSettings({
        SMS_PROVIDER: 'aliyun',
        SMS_ALIYUN_ACCESS_KEY_ID: credentials.accessKeyId,
        SMS_ALIYUN_ACCESS_KEY_SECRET: secret,
        SMS_ALIYUN_ENDPOINT: `http://127.0.0.1:${port}`,
        ...TEMPLATES,
      }) as Extract<SmsSettings, { provider: 'aliyun' }>,
    );

  test('sends the scene’s template with its values by name, signed, and answers the BizId', async () => {
    const aliyun = await aliyunSmsEndpoint(credentials, () => ({
      status: 200,
      body: { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: 'F655A8D5-B967-440B-8683-DAD6FF8DE990' },
    }));
    endpoint = aliyun;
    expect(await sender(aliyun.port).send(code)).toEqual({ messageId: '900619746936498440^0' });
    expect(await sender(aliyun.port).send(renewal)).toEqual({ messageId: '900619746936498440^0' });
    expect(aliyun.refused).toEqual([]);
    expect(aliyun.accepted).toEqual([
      { PhoneNumbers: '13800138000', SignName: '录音师协会', TemplateCode: 'SMS_1001', TemplateParam: { code: '123456', minutes: '5' } },
      {
        PhoneNumbers: '13800138001',
        SignName: '录音师协会',
        TemplateCode: 'SMS_1004',
        TemplateParam: { name: '张三', date: '2026-12-31' },
      },
    ]);
  });

  test('a wrong secret is refused by the signature check, and the reader gets the plain failure', async () => {
    endpoint = await aliyunSmsEndpoint(credentials);
    const failure = await failureOf(sender(endpoint.port, 'not-the-secret').send(code));
    expect(endpoint.refused).toEqual(['SignatureDoesNotMatch']);
    expect(failure.message).toBe(SMS_FAILED_MSG);
    expect(failure.detail).toMatch(/^aliyun: SignatureDoesNotMatch: /);
  });

  test('a refusal of the message (status 200 with a code) becomes the reader’s words', async () => {
    endpoint = await aliyunSmsEndpoint(credentials, () => ({
      status: 200,
      body: { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发小时级流控Permits:5', RequestId: 'x' },
    }));
    const failure = await failureOf(sender(endpoint.port).send(code));
    expect(failure.message).toBe('该手机号码发送次数过多，请稍后再试');
    expect(failure.detail).toBe('aliyun: isv.BUSINESS_LIMIT_CONTROL: 触发小时级流控Permits:5');
  });

  test('a service that cannot be reached is a plain failure', async () => {
    endpoint = await aliyunSmsEndpoint(credentials);
    await endpoint.close();
    const failure = await failureOf(sender(endpoint.port).send(code));
    expect(failure.message).toBe(SMS_FAILED_MSG);
    expect(failure.detail).toMatch(/^aliyun: ECONNREFUSED: /);
  });
});

describe('Tencent Cloud, through its SDK', () => {
  const credentials = { secretId: 'AKIDassociationSecretId', secretKey: 'association-secret-of-tencent' };
  let endpoint: ProviderEndpoint<unknown>;
  afterEach(() => endpoint?.close());

  // The service's own host name (the SDK signs for the service it names), connected to the local endpoint.
  const sender = (port: number, secretKey = credentials.secretKey) =>
    new TencentSmsSender(
      parseSmsSettings({
        SMS_PROVIDER: 'tencent',
        SMS_TENCENT_SECRET_ID: credentials.secretId,
        SMS_TENCENT_SECRET_KEY: secretKey,
        SMS_TENCENT_SDK_APP_ID: '1400006666',
        SMS_TENCENT_ENDPOINT: `http://sms.tencentcloudapi.com:${port}`,
        ...TEMPLATES,
      }) as Extract<SmsSettings, { provider: 'tencent' }>,
      loopbackAgent(),
    );

  test('sends the scene’s template with its values in order, signed, and answers the SerialNo', async () => {
    const tencent = await tencentSmsEndpoint(credentials);
    endpoint = tencent;
    expect((await sender(tencent.port).send(code)).messageId).toMatch(/^2433:\d+$/);
    await sender(tencent.port).send(renewal);
    expect(tencent.refused).toEqual([]);
    expect(tencent.accepted).toEqual([
      {
        PhoneNumberSet: ['+8613800138000'],
        SmsSdkAppId: '1400006666',
        SignName: '录音师协会',
        TemplateId: 'SMS_1001',
        TemplateParamSet: ['123456', '5'],
      },
      {
        PhoneNumberSet: ['+8613800138001'],
        SmsSdkAppId: '1400006666',
        SignName: '录音师协会',
        TemplateId: 'SMS_1004',
        TemplateParamSet: ['张三', '2026-12-31'],
      },
    ]);
  });

  test('a wrong key is refused by the signature check, and the reader gets the plain failure', async () => {
    endpoint = await tencentSmsEndpoint(credentials);
    const failure = await failureOf(sender(endpoint.port, 'not-the-key').send(code));
    expect(endpoint.refused).toEqual(['AuthFailure.SignatureFailure']);
    expect(failure.message).toBe(SMS_FAILED_MSG);
    expect(failure.detail).toBe('tencent: AuthFailure.SignatureFailure: The provided credentials could not be validated.');
  });

  test('a refusal of the number becomes the reader’s words', async () => {
    endpoint = await tencentSmsEndpoint(credentials, (send) =>
      tencentSent(send, 'LimitExceeded.PhoneNumberDailyLimit', '单个手机号日下发短信条数超过设定的上限'),
    );
    const failure = await failureOf(sender(endpoint.port).send(code));
    expect(failure.message).toBe('该手机号码发送次数过多，请稍后再试');
    expect(failure.detail).toBe('tencent: LimitExceeded.PhoneNumberDailyLimit: 单个手机号日下发短信条数超过设定的上限');
  });

  test('a service that cannot be reached is a plain failure', async () => {
    endpoint = await tencentSmsEndpoint(credentials);
    await endpoint.close();
    const failure = await failureOf(sender(endpoint.port).send(code));
    expect(failure.message).toBe(SMS_FAILED_MSG);
    expect(failure.detail).toMatch(/^tencent: .*ECONNREFUSED/);
  });
});
