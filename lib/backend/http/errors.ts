/**
 * A failure a caller should see: its message reaches the client in the envelope's `msg`.
 * Anything else thrown inside a handler is logged and answered with a generic message,
 * so internal details (SQL, stack traces) never leave the server.
 */
export class ServiceError extends Error {
  constructor(
    message: string,
    readonly code: number = 500,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

export const UNEXPECTED_ERROR_MSG = '系统内部错误，请联系管理员';
export const NO_PERMISSION_MSG = '没有权限，请联系管理员授权';

export function unauthenticatedMessage(path: string): string {
  return `请求访问：${path}，认证失败，无法访问系统资源`;
}
