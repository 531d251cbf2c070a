import crypto from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { BackendDeps } from '@/lib/backend/deps';
import type { Executor } from '@/lib/backend/db/client';
import { sysSmsCode } from '@/features/auth/tables';
import { sysSmsOutbox } from '@/lib/backend/db/schema';
import { ServiceError } from '@/lib/backend/http/errors';
import type { ClientInfo } from '@/lib/backend/http/context';
import { overRateLimit, type RateLimit } from '@/lib/backend/http/rate-limit';
import { findUserByPhone } from '@/features/system/user/server';
import { checkCaptcha, isCaptchaEnabled } from '../captcha/captcha-service';
import { deliverSms, INVALID_PHONE_MSG, recordSms } from '@/lib/messages/sms/sms-delivery';
import { SMS_STATUS } from '@/lib/messages/sms/sms-kinds';
import { maskedPhone, type SmsDeliveryError, type SmsMessage } from '@/lib/messages/sms/sms-sender';
import { PHONE_PATTERN } from '@/lib/rules/validation';

export const SMS_SCENES = ['register', 'reset', 'login'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];

const CODE_TTL_MS = 5 * 60 * 1000;
/** The code in the text `sendSmsCode` writes: its only run of six digits (the minutes are fewer). */
const CODE_IN_TEXT = /(?<!\d)\d{6}(?!\d)/;
const MAX_WRONG_TRIES = 5;
const PER_PHONE_PER_MINUTE = 1;
const PER_PHONE_PER_HOUR = 5;
const PER_IP_PER_HOUR = 20;
/**
 * Every call counts, whatever it answers ("already registered" too), so the answers cannot be
 * used to sweep numbers: the sends above are what is delivered, these are what is asked.
 */
export const SEND_CODE_CALLS_PER_IP: RateLimit = { name: 'send_code', limit: PER_IP_PER_HOUR, windowMs: 3_600_000 };
export const SEND_CODE_CALLS_PER_PHONE: RateLimit = { name: 'send_code_phone', limit: 10, windowMs: 3_600_000 };
const TOO_MANY_FROM_ADDRESS_MSG = '发送次数过多，请稍后再试';
const TOO_MANY_FOR_PHONE_MSG = '该手机号码发送次数过多，请一小时后再试';

export const PHONE_REGISTERED_MSG = '该手机号码已注册';
export const PHONE_UNKNOWN_MSG = '该手机号码未注册';
export const SMS_CODE_EXPIRED_MSG = '短信验证码已失效，请重新获取';
export const SMS_CODE_WRONG_MSG = '短信验证码错误';
export const SMS_CODE_KILLED_MSG = '短信验证码错误次数过多，请重新获取';

function hashCode(deps: BackendDeps, phone: string, scene: string, code: string): string {
  return crypto.createHmac('sha256', deps.tokenKey).update(`${phone}:${scene}:${code}`).digest('hex');
}

export function checkPhone(phone: string): void {
  if (!PHONE_PATTERN.test(phone)) throw new ServiceError(INVALID_PHONE_MSG);
}

/** Messages delivered to the provider since then: a refused one costs nothing and does not count. */
async function sentSince(db: Executor, match: SQL, sinceMs: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sysSmsOutbox)
    .where(and(match, eq(sysSmsOutbox.status, SMS_STATUS.delivered), gt(sysSmsOutbox.createTime, new Date(Date.now() - sinceMs))));
  return row?.n ?? 0;
}

/** The sending limits, counted inside the sending transaction. */
async function checkSendLimits(tx: Executor, phone: string, ip: string): Promise<void> {
  if ((await sentSince(tx, eq(sysSmsOutbox.phone, phone), 60_000)) >= PER_PHONE_PER_MINUTE) {
    throw new ServiceError('验证码发送过于频繁，请一分钟后再试');
  }
  if ((await sentSince(tx, eq(sysSmsOutbox.phone, phone), 3_600_000)) >= PER_PHONE_PER_HOUR) {
    throw new ServiceError(TOO_MANY_FOR_PHONE_MSG);
  }
  if (ip && (await sentSince(tx, eq(sysSmsOutbox.ipaddr, ip), 3_600_000)) >= PER_IP_PER_HOUR) {
    throw new ServiceError(TOO_MANY_FROM_ADDRESS_MSG);
  }
}

export interface SendCodeInput {
  phone: string;
  scene: string;
  /** The image captcha's answer and uuid, needed while the captcha switch is on. */
  code: string;
  uuid: string;
}

/**
 * Sends a 6-digit code for a phone and scene. Registration needs an unknown number, reset and
 * login a known one. Every call counts against the address (first) and the phone (once the
 * captcha, when switched on, is answered), whatever it answers; besides, at most one send per
 * phone per minute and five per hour, and a cap per IP, so the endpoint can neither sweep
 * numbers nor flood a phone or run up the association's SMS bill. Sends to one phone are
 * serialised by a transaction lock, so concurrent calls cannot pass the limits together; a
 * delivery that fails withdraws the code, stays in the outbox as failed and does not count as a
 * send.
 */
export async function sendSmsCode(deps: BackendDeps, input: SendCodeInput, client: ClientInfo): Promise<void> {
  const { phone, scene } = input;
  if (await overRateLimit(deps.kv, SEND_CODE_CALLS_PER_IP, client.ip)) throw new ServiceError(TOO_MANY_FROM_ADDRESS_MSG);
  if (await isCaptchaEnabled(deps)) await checkCaptcha(deps, input.code, input.uuid);
  checkPhone(phone);
  if (!(SMS_SCENES as readonly string[]).includes(scene)) throw new ServiceError('验证码场景不正确');
  if (await overRateLimit(deps.kv, SEND_CODE_CALLS_PER_PHONE, phone)) throw new ServiceError(TOO_MANY_FOR_PHONE_MSG);
  const registered = Boolean(await findUserByPhone(deps.db, phone));
  if (scene === 'register' && registered) throw new ServiceError(PHONE_REGISTERED_MSG);
  if (scene !== 'register' && !registered) throw new ServiceError(PHONE_UNKNOWN_MSG);

  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const message: SmsMessage = {
    phone,
    scene: scene as SmsScene,
    values: { code, minutes: String(CODE_TTL_MS / 60_000) },
    content: `【录音师协会】您的验证码是${code}，${CODE_TTL_MS / 60_000}分钟内有效，请勿泄露给他人。`,
  };
  const sent = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
    await checkSendLimits(tx, phone, client.ip);
    // A new code replaces any earlier one of the same phone and scene.
    await tx
      .update(sysSmsCode)
      .set({ usedTime: new Date() })
      .where(and(eq(sysSmsCode.phone, phone), eq(sysSmsCode.scene, scene), isNull(sysSmsCode.usedTime)));
    const [codeRow] = await tx
      .insert(sysSmsCode)
      .values({ phone, scene, codeHash: hashCode(deps, phone, scene, code), expireTime: new Date(Date.now() + CODE_TTL_MS) })
      .returning({ id: sysSmsCode.id });
    return { codeId: codeRow.id, recordId: await recordSms(tx, deps, message, { ipaddr: client.ip, hide: code }) };
  });
  try {
    await deliverSms(deps, sent.recordId, message);
  } catch (error) {
    deps.log(`[sms] delivery to ${maskedPhone(phone)} failed: ${(error as SmsDeliveryError).detail}`);
    await deps.db.delete(sysSmsCode).where(eq(sysSmsCode.id, sent.codeId));
    throw new ServiceError((error as SmsDeliveryError).message);
  }
  // Old codes are useless after their five minutes; clear them while we are here.
  await deps.db.delete(sysSmsCode).where(lt(sysSmsCode.expireTime, new Date(Date.now() - 24 * 3_600_000)));
}

/** The code a message of a code scene shows in its text (where the outbox is the delivery), or null. */
export function codeInText(scene: string, content: string): string | null {
  if (!(SMS_SCENES as readonly string[]).includes(scene)) return null;
  return CODE_IN_TEXT.exec(content)?.[0] ?? null;
}

/** The code of a phone and scene that may still be spent: the newest one, unused, unexpired, not killed by wrong guesses. */
async function currentCode(db: Executor, phone: string, scene: string) {
  const [current] = await db
    .select()
    .from(sysSmsCode)
    .where(
      and(eq(sysSmsCode.phone, phone), eq(sysSmsCode.scene, scene), isNull(sysSmsCode.usedTime), gt(sysSmsCode.expireTime, new Date())),
    )
    .orderBy(desc(sysSmsCode.id))
    .limit(1);
  return current && current.failedAttempts < MAX_WRONG_TRIES ? current : null;
}

/** Whether `code` is the code a phone and scene may still spend (the SMS outbox shows only such a code, and only to the super administrator). */
export async function isLiveSmsCode(deps: BackendDeps, phone: string, scene: string, code: string): Promise<boolean> {
  const current = await currentCode(deps.db, phone, scene);
  return current !== null && hashCode(deps, phone, scene, code) === current.codeHash;
}

/**
 * Spends the current code of a phone and scene. A wrong guess counts against the code and the
 * fifth kills it; the updates are conditional so concurrent guesses cannot exceed the limit.
 */
export async function consumeSmsCode(deps: BackendDeps, phone: string, scene: SmsScene, code: string): Promise<void> {
  const current = await currentCode(deps.db, phone, scene);
  if (!current) throw new ServiceError(SMS_CODE_EXPIRED_MSG);

  if (!/^\d{6}$/.test(code) || hashCode(deps, phone, scene, code) !== current.codeHash) {
    const [counted] = await deps.db
      .update(sysSmsCode)
      .set({
        failedAttempts: sql`${sysSmsCode.failedAttempts} + 1`,
        usedTime: sql`CASE WHEN ${sysSmsCode.failedAttempts} + 1 >= ${MAX_WRONG_TRIES} THEN now() ELSE NULL END`,
      })
      .where(and(eq(sysSmsCode.id, current.id), isNull(sysSmsCode.usedTime)))
      .returning({ failedAttempts: sysSmsCode.failedAttempts });
    if (!counted) throw new ServiceError(SMS_CODE_EXPIRED_MSG);
    throw new ServiceError(counted.failedAttempts >= MAX_WRONG_TRIES ? SMS_CODE_KILLED_MSG : SMS_CODE_WRONG_MSG);
  }

  const [spent] = await deps.db
    .update(sysSmsCode)
    .set({ usedTime: new Date() })
    .where(and(eq(sysSmsCode.id, current.id), isNull(sysSmsCode.usedTime)))
    .returning({ id: sysSmsCode.id });
  if (!spent) throw new ServiceError(SMS_CODE_EXPIRED_MSG);
}
