import { ConfigError } from '@/lib/config-error';
import { parseEmailSettings } from './email-settings';

const smtp = { EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://relay.example.org', EMAIL_FROM: '录音师协会 <office@audio-engineers.org.cn>' };

test('the outbox is the default, from the association at localhost, 60 a minute', () => {
  expect(parseEmailSettings({})).toEqual({ provider: 'outbox', from: '录音师协会 <noreply@localhost>', ratePerMinute: 60 });
});

test('SMTP: the URL gives host, port and the login (decoded); SMTP_USER and SMTP_PASSWORD win over it', () => {
  expect(parseEmailSettings({ ...smtp, SMTP_URL: 'smtps://office%40aea.cn:p%23ss@mail.aea.cn', EMAIL_RATE_PER_MINUTE: '20' })).toEqual({
    provider: 'smtp',
    secure: true,
    host: 'mail.aea.cn',
    port: 465,
    user: 'office@aea.cn',
    password: 'p#ss',
    ca: null,
    from: smtp.EMAIL_FROM,
    ratePerMinute: 20,
  });
  expect(parseEmailSettings({ ...smtp, SMTP_USER: 'u', SMTP_PASSWORD: 'p' })).toMatchObject({
    secure: false,
    port: 587,
    user: 'u',
    password: 'p',
  });
  expect(parseEmailSettings({ ...smtp, SMTP_URL: 'smtp://relay.example.org:2525' })).toMatchObject({
    port: 2525,
    user: null,
    password: null,
  });
});

test.each([
  [{ EMAIL_PROVIDER: 'sendgrid' }, 'EMAIL_PROVIDER must be one of outbox, smtp, got "sendgrid"'],
  [{ EMAIL_PROVIDER: 'smtp' }, 'EMAIL_PROVIDER=smtp needs SMTP_URL, EMAIL_FROM'],
  [
    { ...smtp, SMTP_URL: 'relay.example.org' },
    'SMTP_URL must be smtp://host[:port] or smtps://host[:port], with the user and password in it or in SMTP_USER and SMTP_PASSWORD',
  ],
  [
    { ...smtp, SMTP_URL: 'https://relay.example.org' },
    'SMTP_URL must be smtp://host[:port] or smtps://host[:port], got https://relay.example.org/',
  ],
  [
    { ...smtp, SMTP_URL: 'smtp://u@relay.example.org' },
    'SMTP_URL with a user needs its password too (in the URL or SMTP_PASSWORD), and the other way round',
  ],
  [{ ...smtp, EMAIL_FROM: 'office' }, 'EMAIL_FROM must be an address or "Name <address>", got "office"'],
  [{ EMAIL_RATE_PER_MINUTE: '0' }, 'EMAIL_RATE_PER_MINUTE must be a whole number from 1 to 10000, got "0"'],
  [{ ...smtp, SMTP_CA: '/nonexistent/ca.pem' }, /^SMTP_CA names a file that cannot be read/],
  [
    { ...smtp, SMTP_CA: '-----BEGIN PRIVATE KEY-----\\nx\\n-----END PRIVATE KEY-----' },
    'SMTP_CA must be a PEM certificate, or the path of one',
  ],
])('a setting that cannot work stops start-up in one line: %j', (env, message) => {
  expect(() => parseEmailSettings(env)).toThrow(ConfigError);
  expect(() => parseEmailSettings(env)).toThrow(message);
});
