import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from '@/lib/config-error';
import { ALIPAY_GATEWAY, parsePaySettings, WECHAT_PAY_BASE_URL } from './pay-settings';

const SITE = 'https://portal.example.org';
const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const pkcs8 = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
const pkcs1 = privateKey.export({ format: 'pem', type: 'pkcs1' }).toString();
const spki = publicKey.export({ format: 'pem', type: 'spki' }).toString();
/** The bare base64 Alipay's key tool and console hand out. */
const bare = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');

const ALIPAY = { PAY_ALIPAY_APP_ID: '2021000000000001', PAY_ALIPAY_PRIVATE_KEY: bare(pkcs8), PAY_ALIPAY_PUBLIC_KEY: bare(spki) };
const WECHAT = {
  PAY_WECHAT_MCH_ID: '1900000001',
  PAY_WECHAT_APP_ID: 'wx8888888888888888',
  PAY_WECHAT_SERIAL_NO: '444F4864EA9B34415A2F4B5B6BE5A22F1F4DF9CA',
  PAY_WECHAT_PRIVATE_KEY: pkcs8.replace(/\n/g, '\\n'),
  PAY_WECHAT_API_V3_KEY: 'abcdefghijklmnopqrstuvwxyz012345',
  PAY_WECHAT_PUBLIC_KEY: spki,
  PAY_WECHAT_PUBLIC_KEY_ID: 'PUB_KEY_ID_0119000000012025010100000000000001',
};

const refusal = (env: Record<string, string>, siteUrl: string | null = SITE) => {
  try {
    parsePaySettings(env, siteUrl);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the settings were accepted');
};

test('without settings only the offline transfer is on', () => {
  expect(parsePaySettings({}, null)).toEqual({ alipay: null, wechat: null });
  expect(parsePaySettings({ PAY_ALIPAY_APP_ID: '  ' }, null)).toEqual({ alipay: null, wechat: null });
});

test('each provider is on with its settings; keys in any of the forms the consoles give become PEM', () => {
  const settings = parsePaySettings({ ...ALIPAY, ...WECHAT }, SITE);
  expect(settings.alipay).toEqual({
    appId: '2021000000000001',
    privateKey: pkcs8,
    alipayPublicKey: spki,
    gateway: ALIPAY_GATEWAY,
  });
  expect(settings.wechat).toMatchObject({ mchId: '1900000001', privateKey: pkcs8, publicKey: spki, baseUrl: WECHAT_PAY_BASE_URL });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pay-keys-'));
  try {
    fs.writeFileSync(path.join(folder, 'app.pem'), pkcs1);
    const fromFile = parsePaySettings({ ...ALIPAY, PAY_ALIPAY_PRIVATE_KEY: path.join(folder, 'app.pem') }, SITE);
    expect(fromFile.alipay?.privateKey).toBe(pkcs8);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  expect(parsePaySettings({ ...ALIPAY, PAY_ALIPAY_GATEWAY: 'http://127.0.0.1:9000/gateway.do/' }, SITE).alipay?.gateway).toBe(
    'http://127.0.0.1:9000/gateway.do',
  );
});

test('a provider with some of its settings names the missing ones in one line', () => {
  expect(refusal({ PAY_ALIPAY_APP_ID: '2021000000000001' })).toBe(
    'Alipay needs PAY_ALIPAY_PRIVATE_KEY, PAY_ALIPAY_PUBLIC_KEY (given: PAY_ALIPAY_APP_ID)',
  );
  const { PAY_WECHAT_API_V3_KEY: _key, ...withoutKey } = WECHAT;
  expect(refusal(withoutKey)).toMatch(/^WeChat Pay needs PAY_WECHAT_API_V3_KEY \(given: /);
});

test('malformed settings are named', () => {
  expect(refusal({ ...ALIPAY, PAY_ALIPAY_APP_ID: '2021' })).toMatch(/^PAY_ALIPAY_APP_ID must be the 16 digits/);
  expect(refusal({ ...ALIPAY, PAY_ALIPAY_PRIVATE_KEY: 'not a key' })).toMatch(/^PAY_ALIPAY_PRIVATE_KEY must be an RSA private key/);
  expect(refusal({ ...ALIPAY, PAY_ALIPAY_PUBLIC_KEY: bare(pkcs8) })).toMatch(/^PAY_ALIPAY_PUBLIC_KEY must be an RSA public key/);
  expect(refusal({ ...ALIPAY, PAY_ALIPAY_PRIVATE_KEY: '/nowhere/app.pem' })).toBe(
    'PAY_ALIPAY_PRIVATE_KEY names a key file that cannot be read: /nowhere/app.pem',
  );
  expect(refusal({ ...ALIPAY, PAY_ALIPAY_GATEWAY: 'ftp://gateway' })).toBe(
    'PAY_ALIPAY_GATEWAY must be an http(s) address, got "ftp://gateway"',
  );
  expect(refusal({ ...WECHAT, PAY_WECHAT_API_V3_KEY: 'short' })).toBe('PAY_WECHAT_API_V3_KEY must be the 32 characters of the APIv3 key');
  expect(refusal({ ...WECHAT, PAY_WECHAT_PUBLIC_KEY_ID: '5157F09EFDC096DE15EBE81A47057A72' })).toMatch(/^PAY_WECHAT_PUBLIC_KEY_ID must be/);
  expect(refusal({ ...WECHAT, PAY_WECHAT_APP_ID: 'app' })).toMatch(/^PAY_WECHAT_APP_ID must be an app id/);
  expect(refusal({ ...WECHAT, PAY_WECHAT_MCH_ID: 'm1' })).toMatch(/^PAY_WECHAT_MCH_ID must be the merchant number/);
});

test('an online channel needs the public address its notifications go to', () => {
  expect(refusal(ALIPAY, null)).toBe(
    'SITE_URL is required with PAY_ALIPAY_APP_ID (the public address the provider sends its notifications to)',
  );
  expect(refusal(WECHAT, null)).toMatch(/^SITE_URL is required with PAY_WECHAT_MCH_ID/);
});
