import fs from 'node:fs';
import { ConfigError } from '@/lib/config-error';
import { isEmailAddress } from './email-address';

export const EMAIL_PROVIDERS = ['outbox', 'smtp'] as const;

/** What every message says it is from, and how fast the queue goes out. */
interface CommonSettings {
  /** `Name <address>` or a bare address. */
  from: string;
  /** At most this many messages leave each minute, across the instances. */
  ratePerMinute: number;
}

export type EmailSettings =
  | ({ provider: 'outbox' } & CommonSettings)
  | ({
      provider: 'smtp';
      /** `smtps:` speaks TLS from the start (port 465); `smtp:` upgrades with STARTTLS when the server offers it. */
      secure: boolean;
      host: string;
      port: number;
      user: string | null;
      password: string | null;
      /** PEM of the CA that signed the server's certificate, when it is not one the system trusts (an internal relay). */
      ca: string | null;
    } & CommonSettings);

type Env = Record<string, string | undefined>;

const DEFAULT_FROM = '录音师协会 <noreply@localhost>';
const DEFAULT_RATE = 60;
const MAX_RATE = 10_000;

const valueOf = (env: Env, name: string) => env[name]?.trim() || null;

function parseFrom(value: string): string {
  const named = /^(.*?)\s*<([^<>]+)>$/.exec(value);
  const address = named ? named[2].trim() : value;
  if (!isEmailAddress(address)) throw new ConfigError(`EMAIL_FROM must be an address or "Name <address>", got "${value}"`);
  return value;
}

function parseRate(value: string | null): number {
  if (value === null) return DEFAULT_RATE;
  const rate = Number(value);
  if (!Number.isInteger(rate) || rate < 1 || rate > MAX_RATE)
    throw new ConfigError(`EMAIL_RATE_PER_MINUTE must be a whole number from 1 to ${MAX_RATE}, got "${value}"`);
  return rate;
}

/** A CA setting: PEM text (line breaks as `\n` in an environment file) or the path of a PEM file. */
function parseCa(value: string | null): string | null {
  if (value === null) return null;
  const text = value.includes('-----BEGIN') ? value.replaceAll('\\n', '\n') : readFile(value);
  if (!/-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----/.test(text))
    throw new ConfigError('SMTP_CA must be a PEM certificate, or the path of one');
  return text;
}

function readFile(path: string): string {
  try {
    return fs.readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError(`SMTP_CA names a file that cannot be read: ${(error as Error).message}`);
  }
}

/**
 * The e-mail settings. `outbox` (the default) keeps every message in 邮件记录; `smtp` sends
 * through `SMTP_URL`, and needs `EMAIL_FROM`. A missing or malformed setting is named in one line.
 */
export function parseEmailSettings(env: Env): EmailSettings {
  const provider = (valueOf(env, 'EMAIL_PROVIDER') ?? 'outbox').toLowerCase();
  if (!(EMAIL_PROVIDERS as readonly string[]).includes(provider))
    throw new ConfigError(`EMAIL_PROVIDER must be one of ${EMAIL_PROVIDERS.join(', ')}, got "${env.EMAIL_PROVIDER}"`);
  const ratePerMinute = parseRate(valueOf(env, 'EMAIL_RATE_PER_MINUTE'));
  const fromSetting = valueOf(env, 'EMAIL_FROM');
  if (provider === 'outbox') return { provider, from: parseFrom(fromSetting ?? DEFAULT_FROM), ratePerMinute };

  const missing = ['SMTP_URL', 'EMAIL_FROM'].filter((name) => valueOf(env, name) === null);
  if (missing.length > 0) throw new ConfigError(`EMAIL_PROVIDER=smtp needs ${missing.join(', ')}`);
  const setting = valueOf(env, 'SMTP_URL')!;
  let url: URL;
  try {
    url = new URL(setting);
  } catch {
    throw new ConfigError(
      'SMTP_URL must be smtp://host[:port] or smtps://host[:port], with the user and password in it or in SMTP_USER and SMTP_PASSWORD',
    );
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname || (url.pathname !== '' && url.pathname !== '/'))
    throw new ConfigError(`SMTP_URL must be smtp://host[:port] or smtps://host[:port], got ${url.protocol}//${url.host}${url.pathname}`);
  const secure = url.protocol === 'smtps:';
  const user = valueOf(env, 'SMTP_USER') ?? (url.username ? decodeURIComponent(url.username) : null);
  const password = valueOf(env, 'SMTP_PASSWORD') ?? (url.password ? decodeURIComponent(url.password) : null);
  if ((user === null) !== (password === null))
    throw new ConfigError('SMTP_URL with a user needs its password too (in the URL or SMTP_PASSWORD), and the other way round');
  return {
    provider: 'smtp',
    secure,
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    user,
    password,
    ca: parseCa(valueOf(env, 'SMTP_CA')),
    from: parseFrom(fromSetting!),
    ratePerMinute,
  };
}
