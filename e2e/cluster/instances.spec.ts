import { expect, test, type APIResponse } from '../fixtures';
import { sessionCookieOf, setCaptcha } from '../abuse/support';
import { captchaAnswer, freshClientAddress, instance, signInOn, someArticleId } from './support';

test('a sign-in on one instance is valid on the other, and a sign-out on the other ends it on both', async () => {
  const first = await instance(0);
  const second = await instance(1);
  expect((await signInOn(first)).code).toBe(200);
  const cookie = `Admin-Token=${await sessionCookieOf(first)}`;

  const info = await (await second.get('/prod-api/getInfo', { headers: { cookie } })).json();
  expect(info.code).toBe(200);
  expect(info.user.userName).toBe('admin');

  expect((await (await second.post('/prod-api/logout', { headers: { cookie } })).json()).code).toBe(200);
  expect((await (await first.get('/prod-api/getInfo', { headers: { cookie } })).json()).code).toBe(401);
});

test('a captcha issued by one instance is checked, once, by the other', async ({ request }) => {
  expect((await signInOn(request)).code).toBe(200);
  await setCaptcha(request, true);
  try {
    const first = await instance(0);
    const second = await instance(1);
    const issued = await (await first.get('/prod-api/captchaImage')).json();
    expect(issued.captchaEnabled).toBe(true);
    const answer = await captchaAnswer(issued.uuid);
    const wrong = String((Number(answer) + 1) % 100);
    expect((await signInOn(second, { code: wrong, uuid: issued.uuid })).msg).toBe('验证码错误');
    // Spent by the wrong answer on the second instance, so the first no longer knows it either.
    expect((await signInOn(first, { code: answer, uuid: issued.uuid })).msg).toBe('验证码已失效');

    const next = await (await second.get('/prod-api/captchaImage')).json();
    expect((await signInOn(first, { code: await captchaAnswer(next.uuid), uuid: next.uuid })).code).toBe(200);
  } finally {
    await setCaptcha(request, false);
  }
});

test('the sign-in limit per client address counts on both instances together', async () => {
  const address = freshClientAddress();
  const first = await instance(0, address);
  const second = await instance(1, address);
  let refusedAt = 0;
  for (let attempt = 1; attempt <= 30 && !refusedAt; attempt++) {
    const api = attempt % 2 ? first : second;
    const answer = await signInOn(api, { username: `nobody${attempt}`, password: 'wrong-password' });
    if (answer.msg === '登录尝试过于频繁，请稍后再试') refusedAt = attempt;
  }
  expect(refusedAt).toBeGreaterThan(2);
  // Refused on both instances now, even with the right password; another address still signs in.
  for (const api of [first, second]) expect((await signInOn(api)).msg).toBe('登录尝试过于频繁，请稍后再试');
  expect((await signInOn(await instance(1))).code).toBe(200);
});

test('a content change made through one instance shows on the other at once', async ({ request }) => {
  const first = await instance(0);
  const second = await instance(1);
  expect((await signInOn(first)).code).toBe(200);
  // Both pages cached on the second instance first: its page cache and Next's data cache.
  const articleId = await someArticleId(second);
  expect((await second.get('/')).status()).toBe(200);
  expect((await second.get(`/article?articleId=${articleId}`)).status()).toBe(200);

  const linkName = `集群链接${Date.now()}`;
  const link = { linkName, linkUrl: 'https://cluster.example.org/', orderNum: 99, status: '0' };
  expect((await (await first.post('/prod-api/bll/links', { data: link })).json()).code).toBe(200);
  // The other instance hears of the change over the revalidation channel, which delivers after
  // the write has answered: asked again until it has, well within the caches' own lifetime.
  const shows = async (answer: Promise<APIResponse>) => (await (await answer).text()).includes(linkName);
  await expect.poll(() => shows(second.get('/')), { timeout: 10_000 }).toBe(true);
  expect(await shows(second.get(`/article?articleId=${articleId}`))).toBe(true);
  expect(await shows(request.get('/'))).toBe(true);
});
