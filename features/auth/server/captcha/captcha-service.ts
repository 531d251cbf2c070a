import crypto from 'node:crypto';
import type { BackendDeps } from '@/lib/backend/deps';
import { ServiceError } from '@/lib/backend/http/errors';
import { CONFIG_KEYS, getConfigFlag } from '@/features/system/config/server';
import { createMathQuestion } from './math-question';
import { renderCaptcha } from './render-captcha';
import type { CaptchaImage } from '../../contract';

const CAPTCHA_TTL_MS = 2 * 60 * 1000;
/** Where captcha answers live in the short-lived store (the reference's `CacheConstants.CAPTCHA_CODE_KEY`). */
export const CAPTCHA_KEY_PREFIX = 'captcha_codes:';
const keyOf = (uuid: string) => `${CAPTCHA_KEY_PREFIX}${uuid}`;

export const CAPTCHA_EXPIRED_MSG = '验证码已失效';
export const CAPTCHA_WRONG_MSG = '验证码错误';

export function isCaptchaEnabled(deps: BackendDeps): Promise<boolean> {
  return getConfigFlag(deps.db, CONFIG_KEYS.captchaEnabled, true);
}

/** A new captcha: its id and image; the answer stays on the server for two minutes. */
export async function issueCaptcha(deps: BackendDeps): Promise<{ uuid: string; img: string }> {
  const { text, answer } = createMathQuestion();
  const uuid = crypto.randomUUID().replace(/-/g, '');
  await deps.kv.set(keyOf(uuid), answer, CAPTCHA_TTL_MS);
  return { uuid, img: renderCaptcha(text) };
}

export async function captchaImage(deps: BackendDeps): Promise<CaptchaImage> {
  if (!(await isCaptchaEnabled(deps))) return { captchaEnabled: false };
  return { captchaEnabled: true, ...(await issueCaptcha(deps)) };
}

/** Spends a captcha: right or wrong, it cannot be tried again. */
export async function checkCaptcha(deps: BackendDeps, code: string, uuid: string): Promise<void> {
  const answer = uuid ? await deps.kv.take(keyOf(uuid)) : null;
  if (answer === null) throw new ServiceError(CAPTCHA_EXPIRED_MSG);
  if (answer.toLowerCase() !== code.trim().toLowerCase()) throw new ServiceError(CAPTCHA_WRONG_MSG);
}
