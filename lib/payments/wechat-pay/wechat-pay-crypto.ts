import crypto from 'node:crypto';

/**
 * WeChat Pay API v3's cryptography, as its documents publish it: requests signed
 * `WECHATPAY2-SHA256-RSA2048` with the merchant's key, answers and notifications checked with
 * WeChat Pay's public key, and a notification's `resource` sealed with AES-256-GCM under the
 * APIv3 key.
 */

export const AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048';
/** How far a signed answer's or notification's time may be from ours before it counts as a replay. */
export const SIGNATURE_MAX_AGE_S = 300;

/** The text a request's signature covers: method, path with its query, time, nonce and body, each ending in a line break. */
export function requestMessage(method: string, pathWithQuery: string, timestamp: string, nonce: string, body: string): string {
  return `${method.toUpperCase()}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** The text an answer's or notification's signature covers. */
export function answerMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

/** SHA256-RSA2048 (PKCS#1 v1.5) of a message, base64. */
export function rsaSign(message: string, privateKey: string): string {
  return crypto.createSign('RSA-SHA256').update(message).sign(privateKey, 'base64');
}

export function rsaVerify(message: string, signature: string, publicKey: string): boolean {
  try {
    return crypto.createVerify('RSA-SHA256').update(message).verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

export interface RequestSigner {
  mchId: string;
  serialNo: string;
  privateKey: string;
}

/** The `Authorization` header of a request. */
export function authorization(
  signer: RequestSigner,
  request: { method: string; pathWithQuery: string; body: string },
  timestamp = String(Math.floor(Date.now() / 1000)),
  nonce = crypto.randomBytes(16).toString('hex').toUpperCase(),
): string {
  const signature = rsaSign(requestMessage(request.method, request.pathWithQuery, timestamp, nonce, request.body), signer.privateKey);
  return `${AUTH_SCHEME} mchid="${signer.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${signer.serialNo}"`;
}

/** The fields of an `Authorization` header, or null when it is not WeChat Pay's scheme. */
export function authorizationFields(header: string): Record<string, string> | null {
  if (!header.startsWith(`${AUTH_SCHEME} `)) return null;
  const fields: Record<string, string> = {};
  for (const match of header.slice(AUTH_SCHEME.length + 1).matchAll(/(\w+)="([^"]*)"/g)) fields[match[1]] = match[2];
  return fields;
}

/** The headers WeChat Pay signs an answer or a notification with. */
export interface SignedHeaders {
  timestamp: string | null;
  nonce: string | null;
  signature: string | null;
  serial: string | null;
}

export const signedHeadersOf = (headers: Headers): SignedHeaders => ({
  timestamp: headers.get('wechatpay-timestamp'),
  nonce: headers.get('wechatpay-nonce'),
  signature: headers.get('wechatpay-signature'),
  serial: headers.get('wechatpay-serial'),
});

/**
 * Why a signed answer or notification is not believed, or null when it is: signed by the key
 * the settings name, over this body, recently.
 */
export function signatureProblem(
  signed: SignedHeaders,
  body: string,
  key: { publicKey: string; publicKeyId: string },
  nowS = Math.floor(Date.now() / 1000),
): string | null {
  const { timestamp, nonce, signature, serial } = signed;
  if (!timestamp || !nonce || !signature || !serial) return 'unsigned';
  if (serial !== key.publicKeyId) return `signed with another key (${serial})`;
  if (!/^\d+$/.test(timestamp) || Math.abs(nowS - Number(timestamp)) > SIGNATURE_MAX_AGE_S) return 'signed too long ago';
  return rsaVerify(answerMessage(timestamp, nonce, body), signature, key.publicKey) ? null : 'bad signature';
}

export interface SealedResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
}

/** A notification's resource, opened: AES-256-GCM, the tag the ciphertext's last 16 bytes. Null when it does not open. */
export function openResource(resource: SealedResource, apiV3Key: string): string | null {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') return null;
  try {
    const sealed = Buffer.from(resource.ciphertext, 'base64');
    const decipher = crypto.createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(resource.nonce));
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    decipher.setAAD(Buffer.from(resource.associated_data ?? ''));
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
