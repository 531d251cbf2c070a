import { forwardPublicCall, PUBLIC_CALL_BODY_LIMIT } from './public-call';

const received: Request[] = [];
const call = async (request: Request) => {
  received.push(request);
  return new Response('success', { status: 200 });
};

test('a provider’s call reaches the API with its body and signature headers, but no cookie or token', async () => {
  const body = 'trade_status=TRADE_SUCCESS&sign=abc%2B%3D';
  const answer = await forwardPublicCall(
    new Request('https://portal.example.org/pay/notify/alipay', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'wechatpay-signature': 'c2lnbg==',
        cookie: 'Admin-Token=sealed',
        authorization: 'Bearer token',
        'x-forwarded-for': '198.51.100.7',
      },
    }),
    '/pay/notify/alipay',
    call,
    true,
  );
  expect(await answer.text()).toBe('success');
  const [forwarded] = received.splice(0);
  expect(new URL(forwarded.url).pathname).toBe('/pay/notify/alipay');
  expect(await forwarded.text()).toBe(body);
  expect(forwarded.headers.get('wechatpay-signature')).toBe('c2lnbg==');
  expect(forwarded.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
  expect(forwarded.headers.has('cookie')).toBe(false);
  expect(forwarded.headers.has('authorization')).toBe(false);
});

test('a body larger than any notification is refused before it reaches the API', async () => {
  const answer = await forwardPublicCall(
    new Request('https://portal.example.org/pay/notify/wechat', { method: 'POST', body: 'x'.repeat(PUBLIC_CALL_BODY_LIMIT + 1) }),
    '/pay/notify/wechat',
    call,
    false,
  );
  expect(answer.status).toBe(413);
  expect(received).toEqual([]);
});
