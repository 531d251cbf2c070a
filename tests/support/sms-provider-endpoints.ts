import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for Aliyun's and Tencent Cloud's SMS services. Each checks a request as the
 * provider documents it, its signature included, and refuses it with the provider's own error
 * when anything is off; what it then answers is the test's choice.
 */

const sha256hex = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => crypto.createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as Aliyun's canonical query wants it. */
const percent = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface Acs3Request {
  method: string;
  path: string;
  query: [string, string][];
  /** Header names in lower case. */
  headers: Record<string, string>;
  signedHeaders: string[];
  body: string | Buffer;
}

/** Aliyun's signature v3 (ACS3-HMAC-SHA256) of a request, hex. */
export function acs3Signature(request: Acs3Request, accessKeySecret: string): string {
  const query = [...request.query]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${percent(name)}=${percent(value)}`)
    .join('&');
  const headers = request.signedHeaders.map((name) => `${name}:${(request.headers[name] ?? '').trim()}\n`).join('');
  const canonical = [request.method, request.path, query, headers, request.signedHeaders.join(';'), sha256hex(request.body)].join('\n');
  return crypto
    .createHmac('sha256', accessKeySecret)
    .update(`ACS3-HMAC-SHA256\n${sha256hex(canonical)}`)
    .digest('hex');
}

export interface Tc3Request {
  method: string;
  path: string;
  query: string;
  /** Header names in lower case; `host` without its port. */
  headers: Record<string, string>;
  signedHeaders: string[];
  body: string | Buffer;
  timestamp: number;
  service: string;
}

/** Tencent Cloud's TC3-HMAC-SHA256 signature of a request, hex. */
export function tc3Signature(request: Tc3Request, secretKey: string): string {
  const date = new Date(request.timestamp * 1000).toISOString().slice(0, 10);
  const headers = request.signedHeaders.map((name) => `${name}:${(request.headers[name] ?? '').trim().toLowerCase()}\n`).join('');
  const canonical = [request.method, request.path, request.query, headers, request.signedHeaders.join(';'), sha256hex(request.body)].join(
    '\n',
  );
  const scope = `${date}/${request.service}/tc3_request`;
  const key = hmac(hmac(hmac(`TC3${secretKey}`, date), request.service), 'tc3_request');
  return crypto
    .createHmac('sha256', key)
    .update(`TC3-HMAC-SHA256\n${request.timestamp}\n${scope}\n${sha256hex(canonical)}`)
    .digest('hex');
}

/** An answer: the HTTP status and the JSON body. */
export interface ProviderAnswer {
  status: number;
  body: unknown;
}

export interface ProviderEndpoint<P> {
  /** `host:port` of the endpoint. */
  host: string;
  port: number;
  /** The sends that passed every check, in order. */
  accepted: P[];
  /** The error codes of the requests refused, in order. */
  refused: string[];
  close(): Promise<void>;
}

interface Received {
  req: http.IncomingMessage;
  body: Buffer;
}

/** A local server handing each request and its body to `handle`. */
async function listen<P>(handle: (received: Received) => ProviderAnswer, accepted: P[], refused: string[]): Promise<ProviderEndpoint<P>> {
  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const answer = handle({ req, body: Buffer.concat(parts) });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    port,
    accepted,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A send Aliyun took: its parameters as named in the API. */
export interface AliyunSend {
  PhoneNumbers: string;
  SignName: string;
  TemplateCode: string;
  TemplateParam: Record<string, string>;
}

const ACS3_REQUIRED_HEADERS = ['host', 'x-acs-action', 'x-acs-version', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-content-sha256'];
/** Aliyun accepts a request dated within 15 minutes of its clock. */
const ACS3_CLOCK_SKEW_MS = 15 * 60_000;

/**
 * Aliyun's SMS service (API 2017-05-25, signature v3). `answer` gives the answer to a send that
 * passed the checks; by default Aliyun's success.
 */
export function aliyunSmsEndpoint(
  credentials: { accessKeyId: string; accessKeySecret: string },
  answer: (send: AliyunSend) => ProviderAnswer = () => ({
    status: 200,
    body: { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0`, RequestId: crypto.randomUUID() },
  }),
): Promise<ProviderEndpoint<AliyunSend>> {
  const nonces = new Set<string>();
  const accepted: AliyunSend[] = [];
  const refused: string[] = [];
  const refuse = (status: number, code: string, message: string): ProviderAnswer => {
    refused.push(code);
    return { status, body: { Code: code, Message: message, RequestId: crypto.randomUUID() } };
  };
  return listen(
    ({ req, body }) => {
      const headers = req.headers as Record<string, string>;
      const url = new URL(req.url ?? '/', 'http://aliyun.invalid');
      if (req.method !== 'POST' || url.pathname !== '/') return refuse(404, 'InvalidAction.NotFound', 'Specified api is not found');
      if (headers['x-acs-action'] !== 'SendSms' || headers['x-acs-version'] !== '2017-05-25')
        return refuse(404, 'InvalidAction.NotFound', 'Specified api is not found');
      const auth = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(headers.authorization ?? '');
      if (!auth) return refuse(400, 'IncompleteSignature', 'The request signature does not conform to Aliyun standards.');
      const [, accessKeyId, signed, signature] = auth;
      if (accessKeyId !== credentials.accessKeyId) return refuse(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
      const signedHeaders = signed.split(';');
      if (ACS3_REQUIRED_HEADERS.some((name) => !signedHeaders.includes(name)) || [...signedHeaders].sort().join(';') !== signed)
        return refuse(400, 'IncompleteSignature', 'The request signature does not sign the required headers.');
      if (headers['x-acs-content-sha256'] !== sha256hex(body))
        return refuse(400, 'IncompleteSignature', 'x-acs-content-sha256 is not the hash of the body.');
      const dated = Date.parse(headers['x-acs-date'] ?? '');
      if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(headers['x-acs-date'] ?? '') || Math.abs(Date.now() - dated) > ACS3_CLOCK_SKEW_MS)
        return refuse(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
      const expected = acs3Signature(
        { method: req.method, path: url.pathname, query: [...url.searchParams], headers, signedHeaders, body },
        credentials.accessKeySecret,
      );
      if (expected !== signature) return refuse(400, 'SignatureDoesNotMatch', 'Specified signature does not match our calculation.');
      const nonce = headers['x-acs-signature-nonce'];
      if (nonces.has(nonce)) return refuse(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
      nonces.add(nonce);
      const params = Object.fromEntries(url.searchParams);
      for (const name of ['PhoneNumbers', 'SignName', 'TemplateCode'])
        if (!params[name]) return refuse(400, `Missing${name}`, `${name} is mandatory for this action.`);
      let templateParam: Record<string, string>;
      try {
        templateParam = JSON.parse(params.TemplateParam ?? '{}');
      } catch {
        return { status: 200, body: { Code: 'isv.INVALID_JSON_PARAM', Message: 'JSON参数不合法', RequestId: crypto.randomUUID() } };
      }
      const send: AliyunSend = {
        PhoneNumbers: params.PhoneNumbers,
        SignName: params.SignName,
        TemplateCode: params.TemplateCode,
        TemplateParam: templateParam,
      };
      accepted.push(send);
      return answer(send);
    },
    accepted,
    refused,
  );
}

/** A send Tencent took: its body as the API names it. */
export interface TencentSend {
  PhoneNumberSet: string[];
  SmsSdkAppId: string;
  SignName: string;
  TemplateId: string;
  TemplateParamSet?: string[];
}

/** Tencent accepts a request dated within 5 minutes of its clock. */
const TC3_CLOCK_SKEW_S = 5 * 60;

/** Tencent's answer to a send: a status per number. */
export const tencentSent = (send: TencentSend, code = 'Ok', message = 'send success'): ProviderAnswer => ({
  status: 200,
  body: {
    Response: {
      SendStatusSet: send.PhoneNumberSet.map((phone) => ({
        SerialNo: `2433:${crypto.randomInt(1e9)}`,
        PhoneNumber: phone,
        Fee: code === 'Ok' ? 1 : 0,
        SessionContext: '',
        Code: code,
        Message: message,
        IsoCode: 'CN',
      })),
      RequestId: crypto.randomUUID(),
    },
  },
});

/**
 * Tencent Cloud's SMS service (API 2021-01-11, TC3-HMAC-SHA256), answering for the host
 * `sms.tencentcloudapi.com` (the signed service is named after it). `answer` gives the answer to
 * a send that passed the checks; by default Tencent's success.
 */
export function tencentSmsEndpoint(
  credentials: { secretId: string; secretKey: string },
  answer: (send: TencentSend) => ProviderAnswer = (send) => tencentSent(send),
): Promise<ProviderEndpoint<TencentSend>> {
  const accepted: TencentSend[] = [];
  const refused: string[] = [];
  // Tencent answers its errors with status 200 and the error in the body.
  const refuse = (code: string, message: string): ProviderAnswer => {
    refused.push(code);
    return { status: 200, body: { Response: { Error: { Code: code, Message: message }, RequestId: crypto.randomUUID() } } };
  };
  return listen(
    ({ req, body }) => {
      const headers = req.headers as Record<string, string>;
      const url = new URL(req.url ?? '/', 'http://tencent.invalid');
      if (req.method !== 'POST' || url.pathname !== '/') return refuse('InvalidAction', 'The action is not found.');
      if (headers['x-tc-action'] !== 'SendSms' || headers['x-tc-version'] !== '2021-01-11')
        return refuse('InvalidAction', 'The action or version is not found.');
      if (!/^application\/json/.test(headers['content-type'] ?? '')) return refuse('InvalidParameter', 'Content-Type must be JSON.');
      const auth =
        /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d\d-\d\d)\/([^/]+)\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
          headers.authorization ?? '',
        );
      if (!auth) return refuse('AuthFailure.InvalidAuthorization', 'Authorization is not TC3-HMAC-SHA256.');
      const [, secretId, date, service, signed, signature] = auth;
      if (secretId !== credentials.secretId) return refuse('AuthFailure.SecretIdNotFound', 'The SecretId is not found.');
      const timestamp = Number(headers['x-tc-timestamp']);
      if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > TC3_CLOCK_SKEW_S)
        return refuse('AuthFailure.SignatureExpire', 'The signature has expired.');
      if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date || service !== 'sms')
        return refuse('AuthFailure.InvalidAuthorization', 'The credential scope is not this date and service.');
      const signedHeaders = signed.split(';');
      if (!signedHeaders.includes('content-type') || !signedHeaders.includes('host'))
        return refuse('AuthFailure.InvalidAuthorization', 'content-type and host must be signed.');
      const expected = tc3Signature(
        {
          method: req.method,
          path: url.pathname,
          query: url.search.slice(1),
          headers: { ...headers, host: (headers.host ?? '').replace(/:\d+$/, '') },
          signedHeaders,
          body,
          timestamp,
          service,
        },
        credentials.secretKey,
      );
      if (expected !== signature) return refuse('AuthFailure.SignatureFailure', 'The provided credentials could not be validated.');
      let send: TencentSend;
      try {
        send = JSON.parse(body.toString('utf8'));
      } catch {
        return refuse('InvalidParameter', 'The body is not JSON.');
      }
      if (!Array.isArray(send.PhoneNumberSet) || send.PhoneNumberSet.length === 0)
        return refuse('MissingParameter', 'The request is missing a required parameter `PhoneNumberSet`.');
      for (const name of ['SmsSdkAppId', 'SignName', 'TemplateId'] as const)
        if (!send[name]) return refuse('MissingParameter', `The request is missing a required parameter \`${name}\`.`);
      accepted.push(send);
      return answer(send);
    },
    accepted,
    refused,
  );
}

/** An agent whose connections all go to 127.0.0.1, whatever host a client names. */
export function loopbackAgent(): http.Agent {
  return new http.Agent({
    lookup: ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) =>
      options?.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4)) as never,
  });
}
