import crypto from 'node:crypto';
import fs from 'node:fs';
import { ConfigError } from '@/lib/config-error';

/** Alipay's open platform: the app, its key, Alipay's key, and the gateway (a test's stand-in). */
export interface AlipaySettings {
  appId: string;
  /** PKCS#8 PEM. */
  privateKey: string;
  /** SPKI PEM: Alipay's public key, which checks answers and notifications. */
  alipayPublicKey: string;
  gateway: string;
}

/** WeChat Pay API v3 in its public-key mode: the merchant, its key, WeChat Pay's key. */
export interface WechatPaySettings {
  mchId: string;
  appId: string;
  /** The serial number of the merchant's API certificate, named in every request's signature. */
  serialNo: string;
  /** PKCS#8 PEM. */
  privateKey: string;
  /** The APIv3 key: 32 bytes, the AES-256-GCM key of notifications' resources. */
  apiV3Key: string;
  /** SPKI PEM: WeChat Pay's public key, which checks answers and notifications. */
  publicKey: string;
  /** `PUB_KEY_ID_…`: the serial WeChat Pay names when it signed with that key. */
  publicKeyId: string;
  baseUrl: string;
}

/** The online channels the settings switch on; none leaves the offline transfer only. */
export interface PaySettings {
  alipay: AlipaySettings | null;
  wechat: WechatPaySettings | null;
}

type Env = Record<string, string | undefined>;

export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';
export const WECHAT_PAY_BASE_URL = 'https://api.mch.weixin.qq.com';

const ALIPAY = {
  appId: 'PAY_ALIPAY_APP_ID',
  privateKey: 'PAY_ALIPAY_PRIVATE_KEY',
  alipayPublicKey: 'PAY_ALIPAY_PUBLIC_KEY',
} as const;
const WECHAT = {
  mchId: 'PAY_WECHAT_MCH_ID',
  appId: 'PAY_WECHAT_APP_ID',
  serialNo: 'PAY_WECHAT_SERIAL_NO',
  privateKey: 'PAY_WECHAT_PRIVATE_KEY',
  apiV3Key: 'PAY_WECHAT_API_V3_KEY',
  publicKey: 'PAY_WECHAT_PUBLIC_KEY',
  publicKeyId: 'PAY_WECHAT_PUBLIC_KEY_ID',
} as const;

const valueOf = (env: Env, name: string) => env[name]?.trim() || null;

/**
 * A key as the providers' consoles hand it out: PEM text (line breaks written as `\n` in an
 * environment file), the bare base64 of the key (Alipay's key tool), or the path of a PEM file.
 */
function keyText(setting: string, value: string): { text: string; format: 'pem' | 'der' } {
  if (value.startsWith('/') || value.startsWith('./')) {
    try {
      return { text: fs.readFileSync(value, 'utf8'), format: 'pem' };
    } catch {
      throw new ConfigError(`${setting} names a key file that cannot be read: ${value}`);
    }
  }
  if (value.includes('-----BEGIN')) return { text: value.replace(/\\n/g, '\n'), format: 'pem' };
  return { text: value.replace(/\s+/g, ''), format: 'der' };
}

function privateKeyOf(setting: string, value: string): string {
  const { text, format } = keyText(setting, value);
  try {
    const key =
      format === 'pem'
        ? crypto.createPrivateKey(text)
        : crypto.createPrivateKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'pkcs8' });
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not RSA');
    return key.export({ format: 'pem', type: 'pkcs8' }).toString();
  } catch {
    throw new ConfigError(`${setting} must be an RSA private key (PEM, or the key's base64 as the provider's key tool gives it)`);
  }
}

function publicKeyOf(setting: string, value: string): string {
  const { text, format } = keyText(setting, value);
  try {
    const key =
      format === 'pem'
        ? crypto.createPublicKey(text)
        : crypto.createPublicKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'spki' });
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not RSA');
    return key.export({ format: 'pem', type: 'spki' }).toString();
  } catch {
    throw new ConfigError(`${setting} must be an RSA public key (PEM, or the key's base64 as the provider's console shows it)`);
  }
}

function urlOf(setting: string, value: string | null, fallback: string): string {
  const text = value ?? fallback;
  try {
    const url = new URL(text);
    if (url.protocol === 'https:' || url.protocol === 'http:') return text.replace(/\/+$/, '');
  } catch {
    // reported below
  }
  throw new ConfigError(`${setting} must be an http(s) address, got "${text}"`);
}

/** Every setting of a provider, or none of them: a half-configured provider is named, not silently off. */
function required<K extends string>(env: Env, names: Record<K, string>, provider: string): Record<K, string> | null {
  const given = Object.values<string>(names).filter((name) => valueOf(env, name) !== null);
  if (given.length === 0) return null;
  const missing = Object.values<string>(names).filter((name) => valueOf(env, name) === null);
  if (missing.length > 0) throw new ConfigError(`${provider} needs ${missing.join(', ')} (given: ${given.join(', ')})`);
  return Object.fromEntries(Object.entries<string>(names).map(([key, name]) => [key, valueOf(env, name)!])) as Record<K, string>;
}

function parseAlipay(env: Env): AlipaySettings | null {
  const given = required(env, ALIPAY, 'Alipay');
  if (!given) return null;
  if (!/^\d{16}$/.test(given.appId))
    throw new ConfigError(`${ALIPAY.appId} must be the 16 digits of the Alipay app id, got "${given.appId}"`);
  return {
    appId: given.appId,
    privateKey: privateKeyOf(ALIPAY.privateKey, given.privateKey),
    alipayPublicKey: publicKeyOf(ALIPAY.alipayPublicKey, given.alipayPublicKey),
    gateway: urlOf('PAY_ALIPAY_GATEWAY', valueOf(env, 'PAY_ALIPAY_GATEWAY'), ALIPAY_GATEWAY),
  };
}

function parseWechat(env: Env): WechatPaySettings | null {
  const given = required(env, WECHAT, 'WeChat Pay');
  if (!given) return null;
  if (!/^\d{8,10}$/.test(given.mchId)) throw new ConfigError(`${WECHAT.mchId} must be the merchant number (digits), got "${given.mchId}"`);
  if (!/^wx[0-9a-z]{16}$/i.test(given.appId))
    throw new ConfigError(`${WECHAT.appId} must be an app id such as wx…(18 characters), got "${given.appId}"`);
  if (!/^[0-9A-F]{8,40}$/i.test(given.serialNo)) throw new ConfigError(`${WECHAT.serialNo} must be the certificate's serial number (hex)`);
  if (Buffer.byteLength(given.apiV3Key) !== 32) throw new ConfigError(`${WECHAT.apiV3Key} must be the 32 characters of the APIv3 key`);
  if (!/^PUB_KEY_ID_\w+$/.test(given.publicKeyId))
    throw new ConfigError(`${WECHAT.publicKeyId} must be the WeChat Pay public key's id (PUB_KEY_ID_…), got "${given.publicKeyId}"`);
  return {
    mchId: given.mchId,
    appId: given.appId,
    serialNo: given.serialNo.toUpperCase(),
    privateKey: privateKeyOf(WECHAT.privateKey, given.privateKey),
    apiV3Key: given.apiV3Key,
    publicKey: publicKeyOf(WECHAT.publicKey, given.publicKey),
    publicKeyId: given.publicKeyId,
    baseUrl: urlOf('PAY_WECHAT_BASE_URL', valueOf(env, 'PAY_WECHAT_BASE_URL'), WECHAT_PAY_BASE_URL),
  };
}

/**
 * The payment settings: each provider is on when its settings are given and off when none are;
 * a missing or malformed one is named in one line. The providers call the portal back, so an
 * online channel needs the public address (`SITE_URL`) its notifications go to.
 */
export function parsePaySettings(env: Env, siteUrl: string | null): PaySettings {
  const settings = { alipay: parseAlipay(env), wechat: parseWechat(env) };
  if ((settings.alipay || settings.wechat) && siteUrl === null)
    throw new ConfigError(
      `SITE_URL is required with ${settings.alipay ? ALIPAY.appId : WECHAT.mchId} (the public address the provider sends its notifications to)`,
    );
  return settings;
}
