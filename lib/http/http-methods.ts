import { envelopeParts } from './envelope-response';

/**
 * The request methods the portal and its API answer. Any other one Node's parser takes (TRACE,
 * CONNECT, PROPFIND, ...) is refused with 405 before it reaches a handler, on both servers.
 */
export const SUPPORTED_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);

export const ALLOWED_METHODS_HEADER = [...SUPPORTED_METHODS].join(', ');

export const methodNotSupportedMessage = (method: string) => `请求方法'${method}'不支持`;

/** The envelope and headers of a 405, for a Node server answering a method it does not support. */
export function methodNotAllowedAnswer(method: string): { headers: Record<string, string>; body: string } {
  return envelopeParts(405, methodNotSupportedMessage(method), { allow: ALLOWED_METHODS_HEADER });
}
