import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { parseSmsSettings, type SmsSettings } from '@/lib/messages/sms/sms-settings';
import { parsePaySettings, type PaySettings } from '@/lib/payments/pay-settings';
import { parseEmailSettings, type EmailSettings } from '@/lib/messages/email/email-settings';
import { ConfigError } from './config-error';
import { canSignInWith, SIGN_IN_PASSWORD_LENGTH } from './rules/system-rules';

/**
 * Every environment setting of the portal, parsed once. A missing or malformed setting stops
 * start-up with one line that names it, instead of failing later in some request.
 */
export interface AppConfig {
  production: boolean;
  port: number;
  /** The address the server listens on; null for every interface. Behind nginx: 127.0.0.1. */
  host: string | null;
  backendPort: number;
  apiUpstream: string | null;
  databaseUrl: string | null;
  /** Shared short-lived state and cache revalidation of several instances; null for one instance. */
  redisUrl: string | null;
  dataDir: string;
  /** The embedded database's folder (without DATABASE_URL): DATA_DIR/pglite. */
  pgliteDir: string;
  /** Where uploaded files live; several instances must share it (a network volume). */
  uploadDir: string;
  /** Where the nightly backup job keeps its archives. */
  backupDir: string;
  sessionSecret: string;
  adminPassword: string | null;
  siteUrl: string | null;
  trustProxy: boolean;
  captchaEnabled: boolean;
  /** Port of the Prometheus metrics listener; null leaves metrics off. */
  metricsPort: number | null;
  /** Where text messages go (SMS_PROVIDER and its settings). */
  sms: SmsSettings;
  /** The online payment channels (PAY_ALIPAY_*, PAY_WECHAT_*); none leaves the offline transfer only. */
  pay: PaySettings;
  /** Where e-mail goes (EMAIL_PROVIDER, SMTP_URL, EMAIL_FROM, EMAIL_RATE_PER_MINUTE). */
  email: EmailSettings;
  /** `debug` adds one line per request to `npm start`'s log; a deployment writes them anyway. */
  logLevel: LogLevelSetting;
}

export const LOG_LEVELS = ['info', 'debug'] as const;
export type LogLevelSetting = (typeof LOG_LEVELS)[number];

export { ConfigError };

/** Secrets that appear in public examples; a deployment using one of them is not protected. */
const WELL_KNOWN_SECRETS = new Set([
  // RuoYi's default token secret.
  'abcdefghijklmnopqrstuvwxyz',
  'complex_password_at_least_32_characters_long',
  'changeme',
  'secret',
  'password',
]);
const MIN_SECRET_LENGTH = 32;
export const SESSION_SECRET_FILE = 'session-secret';
/** A random secret of 32 characters or more has far more; one typed by hand often has not. */
const MIN_DISTINCT_CHARACTERS = 10;

type Env = Record<string, string | undefined>;

function optional(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function parseBoolean(env: Env, name: string, fallback: boolean): boolean {
  const value = optional(env, name);
  if (value === null) return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

function parsePort(env: Env, name: string, fallback: number): number {
  const value = optional(env, name);
  if (value === null) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError(`${name} must be a port number between 1 and 65535, got "${value}"`);
  }
  return port;
}

function parseLogLevel(env: Env): LogLevelSetting {
  const value = optional(env, 'LOG_LEVEL')?.toLowerCase() ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(value))
    throw new ConfigError(`LOG_LEVEL must be ${LOG_LEVELS.join(' or ')}, got "${value}"`);
  return value as LogLevelSetting;
}

function parseOptionalPort(env: Env, name: string): number | null {
  return optional(env, name) === null ? null : parsePort(env, name, 0);
}

function parseUrl(env: Env, name: string, protocols: string[]): string | null {
  const value = optional(env, name);
  if (value === null) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${value}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return value.replace(/\/+$/, '');
}

/** Why a given secret is too weak to sign anything, or null when it will do. */
function weaknessOf(secret: string): string | null {
  if (WELL_KNOWN_SECRETS.has(secret)) return 'SESSION_SECRET is a well-known example value: generate a random one';
  if (secret.length < MIN_SECRET_LENGTH) return `SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`;
  if (new Set(secret).size < MIN_DISTINCT_CHARACTERS) {
    return `SESSION_SECRET is too predictable (fewer than ${MIN_DISTINCT_CHARACTERS} different characters): generate a random one`;
  }
  return null;
}

/**
 * The administrator's password of the first start. Refused here, before anything is created,
 * when sign-in would refuse it: the administrator of a new portal would be locked out.
 */
function parseAdminPassword(env: Env): string | null {
  const password = optional(env, 'ADMIN_PASSWORD');
  if (password !== null && !canSignInWith(password)) {
    const { min, max } = SIGN_IN_PASSWORD_LENGTH;
    throw new ConfigError(
      `ADMIN_PASSWORD must be ${min} to ${max} characters long, without < > " ' \\ | (sign-in refuses any other password); the one given has ${password.length} characters`,
    );
  }
  return password;
}

/**
 * The secret kept in DATA_DIR/session-secret, or a new random one written there (owner-only) when
 * there is none: a single embedded instance needs no setup, and sessions survive restarts.
 */
export function keptSessionSecret(dataDir: string): string {
  const file = path.join(/*turbopackIgnore: true*/ dataDir, SESSION_SECRET_FILE);
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // Owner-only, as the portal keeps all of DATA_DIR (lib/backend/storage/private-storage.ts).
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const generated = crypto.randomBytes(48).toString('base64url');
  // 'wx' makes a concurrent first start keep whichever secret was written first.
  try {
    fs.writeFileSync(file, generated, { mode: 0o600, flag: 'wx' });
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = fs.readFileSync(file, 'utf8').trim();
  if (stored.length >= MIN_SECRET_LENGTH) return stored;
  // A file too short to use (written by hand) is replaced, and made owner-only like a new one.
  fs.writeFileSync(file, generated, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return generated;
}

export interface LoadOptions {
  /**
   * `npm start`, the one-command demo (scripts/start.ts): without SESSION_SECRET, production too
   * keeps a generated one in DATA_DIR. A deployment sets its own and never relies on this.
   */
  keepSessionSecret?: boolean;
}

/**
 * The secret that signs session cookies and API tokens. Production requires SESSION_SECRET: a
 * secret made up on one machine would sign nothing the next instance accepts, and a deployment
 * should choose its own. Elsewhere, and in the demo, a single embedded instance keeps one in
 * DATA_DIR; several instances (on a shared DATABASE_URL) must share one secret, so there it is
 * required too.
 */
function resolveSessionSecret(env: Env, dataDir: string, production: boolean, sharedDeployment: boolean, options: LoadOptions): string {
  const given = optional(env, 'SESSION_SECRET');
  if (given !== null) {
    const weakness = weaknessOf(given);
    if (weakness) throw new ConfigError(weakness);
    return given;
  }
  if (production && !options.keepSessionSecret) {
    throw new ConfigError(
      'SESSION_SECRET is required in production (NODE_ENV=production): set a random value, e.g. openssl rand -base64 48',
    );
  }
  if (sharedDeployment) {
    throw new ConfigError('SESSION_SECRET is required when DATABASE_URL is set (all instances must share it)');
  }
  return keptSessionSecret(dataDir);
}

/** Where the portal keeps what it stores: all that the backup and restore commands need to know. */
export type StorageConfig = Pick<AppConfig, 'dataDir' | 'pgliteDir' | 'databaseUrl' | 'uploadDir' | 'backupDir'>;

export function loadStorageConfig(env: Env = process.env): StorageConfig {
  // The data folder is chosen at run time; the comments keep the build from tracing the whole disk.
  const dataDir = path.resolve(/*turbopackIgnore: true*/ optional(env, 'DATA_DIR') ?? './data');
  return {
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    databaseUrl: parseUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    uploadDir: path.resolve(/*turbopackIgnore: true*/ optional(env, 'UPLOAD_DIR') ?? path.join(dataDir, 'uploads')),
    backupDir: path.resolve(/*turbopackIgnore: true*/ optional(env, 'BACKUP_DIR') ?? path.join(dataDir, 'backups')),
  };
}

/** The Redis server several instances share (REDIS_URL), or null. */
export function loadRedisUrl(env: Env = process.env): string | null {
  return parseUrl(env, 'REDIS_URL', ['redis:', 'rediss:']);
}

/** What the first start seeds with: the administrator's password (or null: generate one) and the captcha switch. */
export type SeedConfig = Pick<AppConfig, 'adminPassword' | 'captchaEnabled'>;

export function loadSeedConfig(env: Env = process.env): SeedConfig {
  return { adminPassword: parseAdminPassword(env), captchaEnabled: parseBoolean(env, 'CAPTCHA_ENABLED', true) };
}

/** Reads and checks every setting; a setting's problem throws before anything is written to disk. */
export function loadConfig(env: Env = process.env, options: LoadOptions = {}): AppConfig {
  const storage = loadStorageConfig(env);
  const { dataDir, databaseUrl } = storage;
  const apiUpstream = parseUrl(env, 'API_UPSTREAM', ['http:', 'https:']);
  const production = env.NODE_ENV === 'production';
  const siteUrl = parseUrl(env, 'SITE_URL', ['http:', 'https:']);
  const trustProxy = parseBoolean(env, 'TRUST_PROXY', false);
  // Pages are cached and shared, so their absolute URLs (sitemap, canonical, hreflang) come from
  // this setting, never from a request's Host: behind a proxy the public address must be given.
  if (production && trustProxy && siteUrl === null)
    throw new ConfigError('SITE_URL is required with TRUST_PROXY (the public address behind the proxy, e.g. https://portal.example.org)');
  return {
    production,
    port: parsePort(env, 'PORT', 3000),
    host: optional(env, 'LISTEN_HOST'),
    backendPort: parsePort(env, 'BACKEND_PORT', 8080),
    apiUpstream,
    ...storage,
    redisUrl: loadRedisUrl(env),
    ...loadSeedConfig(env),
    siteUrl,
    trustProxy,
    metricsPort: parseOptionalPort(env, 'METRICS_PORT'),
    sms: parseSmsSettings(env),
    pay: parsePaySettings(env, siteUrl),
    email: parseEmailSettings(env),
    logLevel: parseLogLevel(env),
    // Last: the only setting that may write (a kept secret), once every other one is known good.
    sessionSecret: resolveSessionSecret(env, dataDir, production, databaseUrl !== null, options),
  };
}

let cached: AppConfig | undefined;

/** The process-wide configuration; the first call reads the environment. */
export function getConfig(): AppConfig {
  if (!cached) {
    try {
      cached = loadConfig();
    } catch (error) {
      if (error instanceof ConfigError) {
        console.error(`Configuration error: ${error.message}`);
      }
      throw error;
    }
  }
  return cached;
}
