import { ConfigError } from '@/lib/config-error';
import { SMS_PROVIDERS, SMS_TEMPLATE_SCENES, type SmsTemplateScene } from './sms-kinds';

/**
 * The values each message fills in, by name: a template takes some of them, in the order its
 * setting lists them (Tencent's templates number their parameters, Aliyun's name them).
 */
const SMS_TEMPLATE_VALUES: Record<SmsTemplateScene, readonly string[]> = {
  register: ['code', 'minutes'],
  login: ['code', 'minutes'],
  reset: ['code', 'minutes'],
  renewal: ['name', 'date'],
};
const DEFAULT_PARAMS: Record<SmsTemplateScene, readonly string[]> = {
  register: ['code'],
  login: ['code'],
  reset: ['code'],
  renewal: ['name', 'date'],
};

/** How long a provider may take: to connect, and to answer once connected. */
export const SMS_TIMEOUTS_MS = { connect: 5_000, answer: 10_000 };

export interface SmsTemplate {
  id: string;
  /** The values the template takes, in its order. */
  params: readonly string[];
}

interface ProviderSettings {
  signName: string;
  templates: Record<SmsTemplateScene, SmsTemplate>;
  /** The service's address: its public host by default, or a full URL (a test's local endpoint). */
  endpoint: string;
  region: string;
}

export type SmsSettings =
  | { provider: 'outbox' }
  | ({ provider: 'aliyun'; accessKeyId: string; accessKeySecret: string } & ProviderSettings)
  | ({ provider: 'tencent'; secretId: string; secretKey: string; sdkAppId: string } & ProviderSettings);

type Env = Record<string, string | undefined>;

const TEMPLATE_SETTING: Record<SmsTemplateScene, string> = {
  register: 'SMS_TEMPLATE_REGISTER',
  login: 'SMS_TEMPLATE_LOGIN',
  reset: 'SMS_TEMPLATE_RESET',
  renewal: 'SMS_TEMPLATE_RENEWAL',
};

/** Each provider's own settings, and its defaults for the optional ones. */
const PROVIDER_SETTINGS = {
  aliyun: {
    required: { accessKeyId: 'SMS_ALIYUN_ACCESS_KEY_ID', accessKeySecret: 'SMS_ALIYUN_ACCESS_KEY_SECRET' },
    endpoint: ['SMS_ALIYUN_ENDPOINT', 'dysmsapi.aliyuncs.com'],
    region: ['SMS_ALIYUN_REGION', 'cn-hangzhou'],
  },
  tencent: {
    required: { secretId: 'SMS_TENCENT_SECRET_ID', secretKey: 'SMS_TENCENT_SECRET_KEY', sdkAppId: 'SMS_TENCENT_SDK_APP_ID' },
    endpoint: ['SMS_TENCENT_ENDPOINT', 'sms.tencentcloudapi.com'],
    region: ['SMS_TENCENT_REGION', 'ap-guangzhou'],
  },
} as const;

const valueOf = (env: Env, name: string) => env[name]?.trim() || null;

/** An endpoint setting as the SDKs take it: `host[:port]`, over HTTPS unless it says `http://`. */
export function endpointParts(endpoint: string): { protocol: 'http' | 'https'; host: string } {
  const match = /^(https?):\/\/(.+?)\/?$/i.exec(endpoint);
  return match ? { protocol: match[1].toLowerCase() as 'http' | 'https', host: match[2] } : { protocol: 'https', host: endpoint };
}

/**
 * A template setting: the provider's template id, then after a colon the values it takes in its
 * order (`SMS_123456:code,minutes`); without them, the scene's usual ones.
 */
function parseTemplate(scene: SmsTemplateScene, setting: string, value: string): SmsTemplate {
  const [id, list] = value.split(':', 2).map((part) => part.trim());
  const params = list === undefined ? DEFAULT_PARAMS[scene] : list.split(',').map((name) => name.trim());
  const known = SMS_TEMPLATE_VALUES[scene];
  const unknown = params.filter((name) => !known.includes(name));
  if (!id || unknown.length > 0 || params.length === 0)
    throw new ConfigError(
      `${setting} must be a template id, optionally followed by :${known.join(',')} (the values it takes, in order); got "${value}"`,
    );
  return { id, params };
}

/**
 * The SMS settings. A provider other than the outbox needs its keys, the sign name and a template
 * for every scene; what is missing is named in one line, so the portal does not start and then
 * fail on the first registration.
 */
export function parseSmsSettings(env: Env): SmsSettings {
  const provider = (valueOf(env, 'SMS_PROVIDER') ?? 'outbox').toLowerCase();
  if (!(SMS_PROVIDERS as readonly string[]).includes(provider))
    throw new ConfigError(`SMS_PROVIDER must be one of ${SMS_PROVIDERS.join(', ')}, got "${env.SMS_PROVIDER}"`);
  if (provider === 'outbox') return { provider };
  const own = PROVIDER_SETTINGS[provider as 'aliyun' | 'tencent'];
  const needed = [...Object.values(own.required), 'SMS_SIGN_NAME', ...Object.values(TEMPLATE_SETTING)];
  const missing = needed.filter((name) => valueOf(env, name) === null);
  if (missing.length > 0) throw new ConfigError(`SMS_PROVIDER=${provider} needs ${missing.join(', ')}`);
  const keys = Object.fromEntries(Object.entries(own.required).map(([key, name]) => [key, valueOf(env, name)!]));
  const templates = Object.fromEntries(
    SMS_TEMPLATE_SCENES.map((scene) => [scene, parseTemplate(scene, TEMPLATE_SETTING[scene], valueOf(env, TEMPLATE_SETTING[scene])!)]),
  ) as Record<SmsTemplateScene, SmsTemplate>;
  return {
    provider,
    ...keys,
    signName: valueOf(env, 'SMS_SIGN_NAME')!,
    templates,
    endpoint: valueOf(env, own.endpoint[0]) ?? own.endpoint[1],
    region: valueOf(env, own.region[0]) ?? own.region[1],
  } as SmsSettings;
}
