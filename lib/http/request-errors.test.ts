import { CHINESE_ERROR_MESSAGES as zh, messageForCode, messageForTransport } from './request-errors';

test('the client table overrides the server message for 401, 403 and 404', () => {
  expect(messageForCode(401, 'server text', zh)).toBe('认证失败，无法访问系统资源');
  expect(messageForCode(403, '没有权限，请联系管理员授权', zh)).toBe('当前操作没有权限');
  expect(messageForCode(404, undefined, zh)).toBe('访问资源不存在');
  expect(messageForCode(500, '验证码错误', zh)).toBe('验证码错误');
  expect(messageForCode(500, '', zh)).toBe('系统未知错误，请反馈给管理员');
});

test('transport failures become the spec messages', () => {
  expect(messageForTransport({ kind: 'network' }, zh)).toBe('后端接口连接异常');
  expect(messageForTransport({ kind: 'timeout' }, zh)).toBe('系统接口请求超时');
  expect(messageForTransport({ kind: 'status', status: 502 }, zh)).toBe('系统接口502异常');
});
