import { expect, request as newRequest, type APIRequestContext } from '@playwright/test';
import Redis from 'ioredis';
import { E2E_ADMIN_PASSWORD } from '../support';

/**
 * The cluster of scripts/cluster.mjs, in its environment: nginx at the base URL, and each
 * instance's own address, so a test can pick which one answers.
 */
export const INSTANCE_URLS = (process.env.CLUSTER_INSTANCE_URLS ?? '').split(',').filter(Boolean);
const CONTROL_URL = process.env.CLUSTER_CONTROL_URL ?? '';

let addressSeed = Date.now() % 200;
/**
 * A client address of its own for a test, given the way nginx gives one: the instances trust
 * X-Forwarded-For (TRUST_PROXY), so per-address limits of one test do not touch another's.
 */
export function freshClientAddress(): string {
  addressSeed += 1;
  return `10.${(addressSeed >> 8) & 255}.${addressSeed & 255}.${Math.floor(Math.random() * 254) + 1}`;
}

/** A request context talking to one instance directly, as the given client address. */
export async function instance(index: number, clientAddress = freshClientAddress()): Promise<APIRequestContext> {
  return newRequest.newContext({ baseURL: INSTANCE_URLS[index], extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });
}

/** Takes the database away from both instances, or gives it back (the cluster's forwarder). */
export async function setDatabase(state: 'down' | 'up'): Promise<void> {
  const answer = await fetch(`${CONTROL_URL}/database/${state}`, { method: 'POST' });
  expect(answer.status).toBe(204);
}

/** The answer to a captcha, read where every instance keeps it. */
export async function captchaAnswer(uuid: string): Promise<string> {
  const redis = new Redis(process.env.CLUSTER_REDIS_URL ?? '');
  try {
    const [key] = await redis.keys(`*captcha_codes:${uuid}`);
    const answer = key ? await redis.get(key) : null;
    if (!answer) throw new Error(`no captcha ${uuid} in Redis`);
    return answer;
  } finally {
    redis.disconnect();
  }
}

/** A sign-in as the administrator (or as `body` says) through the given context. */
export async function signInOn(api: APIRequestContext, body: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const answer = await api.post('/prod-api/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD, ...body } });
  return answer.json();
}

/** The id of a published public article, for page checks. */
export async function someArticleId(api: APIRequestContext): Promise<number> {
  const list = await (await api.get('/prod-api/api/bll/article/list?typeId=41&pageSize=1')).json();
  return list.rows[0].id;
}
