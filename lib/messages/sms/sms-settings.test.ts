import { ConfigError } from '@/lib/config-error';
import { endpointParts, parseSmsSettings } from './sms-settings';

const TEMPLATES = {
  SMS_SIGN_NAME: '录音师协会',
  SMS_TEMPLATE_REGISTER: 'SMS_1001',
  SMS_TEMPLATE_LOGIN: 'SMS_1002',
  SMS_TEMPLATE_RESET: 'SMS_1003:code,minutes',
  SMS_TEMPLATE_RENEWAL: 'SMS_1004',
};
const ALIYUN = { SMS_PROVIDER: 'aliyun', SMS_ALIYUN_ACCESS_KEY_ID: 'id', SMS_ALIYUN_ACCESS_KEY_SECRET: 'secret', ...TEMPLATES };

const refusal = (env: Record<string, string>) => {
  try {
    parseSmsSettings(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the settings were accepted');
};

test('without SMS_PROVIDER, messages go to the outbox', () => {
  expect(parseSmsSettings({})).toEqual({ provider: 'outbox' });
  expect(parseSmsSettings({ SMS_PROVIDER: ' Outbox ' })).toEqual({ provider: 'outbox' });
});

test('an unknown provider is named with the ones there are', () => {
  expect(refusal({ SMS_PROVIDER: 'twilio' })).toBe('SMS_PROVIDER must be one of outbox, aliyun, tencent, got "twilio"');
});

test('a provider without its settings names every one missing, in one line', () => {
  expect(refusal({ SMS_PROVIDER: 'aliyun' })).toBe(
    'SMS_PROVIDER=aliyun needs SMS_ALIYUN_ACCESS_KEY_ID, SMS_ALIYUN_ACCESS_KEY_SECRET, SMS_SIGN_NAME, SMS_TEMPLATE_REGISTER, SMS_TEMPLATE_LOGIN, SMS_TEMPLATE_RESET, SMS_TEMPLATE_RENEWAL',
  );
  expect(refusal({ ...TEMPLATES, SMS_PROVIDER: 'tencent', SMS_TENCENT_SECRET_ID: 'id', SMS_TENCENT_SECRET_KEY: ' ' })).toBe(
    'SMS_PROVIDER=tencent needs SMS_TENCENT_SECRET_KEY, SMS_TENCENT_SDK_APP_ID',
  );
});

test('a template names the values it takes, in its order; by default the scene’s usual ones', () => {
  const settings = parseSmsSettings(ALIYUN);
  expect(settings).toMatchObject({
    provider: 'aliyun',
    accessKeyId: 'id',
    accessKeySecret: 'secret',
    signName: '录音师协会',
    endpoint: 'dysmsapi.aliyuncs.com',
    region: 'cn-hangzhou',
    templates: {
      register: { id: 'SMS_1001', params: ['code'] },
      reset: { id: 'SMS_1003', params: ['code', 'minutes'] },
      renewal: { id: 'SMS_1004', params: ['name', 'date'] },
    },
  });
  expect(refusal({ ...ALIYUN, SMS_TEMPLATE_RENEWAL: 'SMS_1004:name,code' })).toBe(
    'SMS_TEMPLATE_RENEWAL must be a template id, optionally followed by :name,date (the values it takes, in order); got "SMS_1004:name,code"',
  );
  expect(refusal({ ...ALIYUN, SMS_TEMPLATE_LOGIN: ':code' })).toMatch(/^SMS_TEMPLATE_LOGIN must be a template id/);
});

test('an endpoint is a host, over HTTPS unless it says http://', () => {
  expect(endpointParts('dysmsapi.aliyuncs.com')).toEqual({ protocol: 'https', host: 'dysmsapi.aliyuncs.com' });
  expect(endpointParts('http://127.0.0.1:8089/')).toEqual({ protocol: 'http', host: '127.0.0.1:8089' });
  expect(endpointParts('HTTPS://sms.tencentcloudapi.com')).toEqual({ protocol: 'https', host: 'sms.tencentcloudapi.com' });
});
