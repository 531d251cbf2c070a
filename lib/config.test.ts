import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

const RANDOM_SECRET = 'q7Vd2LkP9xZr4TmW8sNc1HbJ6yFg3QeA';
const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'portal-config-'));

describe('configuration', () => {
  test('defaults: port 3000, embedded backend, captcha on, a generated secret kept in DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      apiUpstream: null,
      databaseUrl: null,
      captchaEnabled: true,
      trustProxy: false,
      dataDir: dir,
      logLevel: 'info',
    });
    expect(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'DEBUG' }).logLevel).toBe('debug');
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
    expect(fs.statSync(path.join(dir, 'session-secret')).mode & 0o777).toBe(0o600);
  });

  test.each([
    [{ PORT: 'eighty' }, 'PORT must be a port number between 1 and 65535, got "eighty"'],
    [{ API_UPSTREAM: 'ftp://x' }, 'API_UPSTREAM must start with http:// or https://'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must be a URL, got "not a url"'],
    [{ CAPTCHA_ENABLED: 'maybe' }, 'CAPTCHA_ENABLED must be true or false, got "maybe"'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be info or debug, got "verbose"'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 32 characters long'],
    [
      { SESSION_SECRET: 'complex_password_at_least_32_characters_long' },
      'SESSION_SECRET is a well-known example value: generate a random one',
    ],
    [{ SESSION_SECRET: 'abcdefghijklmnopqrstuvwxyz' }, 'SESSION_SECRET is a well-known example value: generate a random one'],
    [{ SESSION_SECRET: 'x'.repeat(40) }, 'SESSION_SECRET is too predictable (fewer than 10 different characters): generate a random one'],
    [
      { SESSION_SECRET: 'abcabcabc123123123abcabcabc123123123' },
      'SESSION_SECRET is too predictable (fewer than 10 different characters): generate a random one',
    ],
    [{ DATABASE_URL: 'postgres://db/portal' }, 'SESSION_SECRET is required when DATABASE_URL is set (all instances must share it)'],
  ])('%j stops start-up with one line naming the setting', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(new ConfigError(message));
  });

  describe('ADMIN_PASSWORD, the administrator password of the first start', () => {
    const RULE = 'ADMIN_PASSWORD must be 5 to 20 characters long, without < > " \' \\ | (sign-in refuses any other password)';

    test.each([
      ['ThisPasswordIsFarTooLong2026', 28],
      ['x'.repeat(21), 21],
      ['Ab#1', 4],
      ['Admin<2026>', 11],
      ['pass|word', 9],
    ])('%j, which sign-in would refuse, stops the start with the rule before anything is written', (password, length) => {
      const dir = path.join(dataDir(), 'new');
      expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, ADMIN_PASSWORD: password }, { keepSessionSecret: true })).toThrow(
        new ConfigError(`${RULE}; the one given has ${length} characters`),
      );
      expect(fs.existsSync(dir)).toBe(false);
    });

    test.each(['Ab#12', 'x'.repeat(20), 'E2e#Admin2026'])('%j is taken', (password) => {
      expect(loadConfig({ DATA_DIR: dataDir(), ADMIN_PASSWORD: password }).adminPassword).toBe(password);
    });
  });

  test('a DATA_DIR made for the kept secret is owner-only, whatever the umask', () => {
    const dir = path.join(dataDir(), 'data');
    const umask = process.umask(0o022);
    try {
      loadConfig({ DATA_DIR: dir });
    } finally {
      process.umask(umask);
    }
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
  });

  test('switches and URLs are read', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      CAPTCHA_ENABLED: 'false',
      TRUST_PROXY: '1',
      API_UPSTREAM: 'http://ruoyi:8080/',
      SESSION_SECRET: RANDOM_SECRET,
    });
    expect(config).toMatchObject({
      captchaEnabled: false,
      trustProxy: true,
      apiUpstream: 'http://ruoyi:8080',
      sessionSecret: RANDOM_SECRET,
    });
  });

  describe('in production (NODE_ENV=production)', () => {
    const production = { NODE_ENV: 'production' };

    test('a missing SESSION_SECRET stops start-up instead of being generated', () => {
      const dir = dataDir();
      expect(() => loadConfig({ ...production, DATA_DIR: dir })).toThrow(
        new ConfigError('SESSION_SECRET is required in production (NODE_ENV=production): set a random value, e.g. openssl rand -base64 48'),
      );
      expect(fs.existsSync(path.join(dir, 'session-secret'))).toBe(false);
    });

    test.each(['short-secret', 'abcdefghijklmnopqrstuvwxyz', 'z'.repeat(64)])('the weak secret %j stops start-up', (secret) => {
      expect(() => loadConfig({ ...production, DATA_DIR: dataDir(), SESSION_SECRET: secret })).toThrow(ConfigError);
    });

    test('behind a trusted proxy the public address must be given', () => {
      const behindProxy = { ...production, DATA_DIR: dataDir(), SESSION_SECRET: RANDOM_SECRET, TRUST_PROXY: 'true' };
      expect(() => loadConfig(behindProxy)).toThrow(ConfigError);
      expect(loadConfig({ ...behindProxy, SITE_URL: 'https://portal.example.org/' })).toMatchObject({
        trustProxy: true,
        siteUrl: 'https://portal.example.org',
      });
    });

    test('the demo (npm start) keeps a generated secret in DATA_DIR, and replaces a kept one too short to use', () => {
      const dir = dataDir();
      const first = loadConfig({ ...production, DATA_DIR: dir }, { keepSessionSecret: true }).sessionSecret;
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(loadConfig({ ...production, DATA_DIR: dir }, { keepSessionSecret: true }).sessionSecret).toBe(first);
      fs.writeFileSync(path.join(dir, 'session-secret'), 'short', { mode: 0o644 });
      const replaced = loadConfig({ ...production, DATA_DIR: dir }, { keepSessionSecret: true }).sessionSecret;
      expect(replaced.length).toBeGreaterThanOrEqual(32);
      expect(fs.readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(replaced);
      expect(fs.statSync(path.join(dir, 'session-secret')).mode & 0o777).toBe(0o600);
    });

    test('a random secret starts it', () => {
      expect(loadConfig({ ...production, DATA_DIR: dataDir(), SESSION_SECRET: RANDOM_SECRET })).toMatchObject({
        production: true,
        sessionSecret: RANDOM_SECRET,
      });
    });
  });
});
