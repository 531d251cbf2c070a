/**
 * The spec's error catalogue (section 8) as one pure function: what a person is told about a
 * failed call, in the page's language.
 */
export interface ErrorMessages {
  unauthorized: string;
  forbidden: string;
  notFound: string;
  unknown: string;
  network: string;
  timeout: string;
  /** Contains `{status}`. */
  status: string;
}

export const CHINESE_ERROR_MESSAGES: ErrorMessages = {
  unauthorized: '认证失败，无法访问系统资源',
  forbidden: '当前操作没有权限',
  notFound: '访问资源不存在',
  unknown: '系统未知错误，请反馈给管理员',
  network: '后端接口连接异常',
  timeout: '系统接口请求超时',
  status: '系统接口{status}异常',
};

/** An answer's code and message: the client's own table first, then the server's msg. */
export function messageForCode(code: number, serverMsg: string | undefined, messages: ErrorMessages): string {
  if (code === 401) return messages.unauthorized;
  if (code === 403) return messages.forbidden;
  if (code === 404) return messages.notFound;
  return serverMsg || messages.unknown;
}

/** A call that never got an answer: network failure, timeout, or an HTTP error status. */
export function messageForTransport(
  failure: { kind: 'network' } | { kind: 'timeout' } | { kind: 'status'; status: number },
  messages: ErrorMessages,
): string {
  if (failure.kind === 'network') return messages.network;
  if (failure.kind === 'timeout') return messages.timeout;
  return messages.status.replace('{status}', String(failure.status));
}
