import crypto from 'node:crypto';
import { sealResource } from '@/tests/support/wechat-pay-api';
import { authorization, authorizationFields, openResource, requestMessage, rsaVerify, signatureProblem } from './wechat-pay-crypto';

const KEY = 'abcdefghijklmnopqrstuvwxyz012345';
const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const signer = {
  mchId: '1900000001',
  serialNo: '444F4864EA9B34415A2F4B5B6BE5A22F1F4DF9CA',
  privateKey: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
};

test('the signed message is method, path with query, time, nonce and body, each line ended', () => {
  expect(requestMessage('get', '/v3/certificates?a=1', '1554208460', '593BEC0C930BF1AFEB40B4A08C8FB242', '')).toBe(
    'GET\n/v3/certificates?a=1\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n',
  );
});

test('the Authorization header names the merchant, nonce, signature, time and serial, and its signature checks', () => {
  const header = authorization(
    signer,
    { method: 'POST', pathWithQuery: '/v3/pay/transactions/native', body: '{"a":1}' },
    '1554208460',
    'N0NCE',
  );
  const fields = authorizationFields(header)!;
  expect(fields).toMatchObject({ mchid: '1900000001', nonce_str: 'N0NCE', timestamp: '1554208460', serial_no: signer.serialNo });
  expect(
    rsaVerify(
      requestMessage('POST', '/v3/pay/transactions/native', '1554208460', 'N0NCE', '{"a":1}'),
      fields.signature,
      publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    ),
  ).toBe(true);
  expect(authorizationFields('Bearer x')).toBeNull();
});

test('a sealed resource opens with the APIv3 key only, and not once changed', () => {
  const sealed = sealResource('{"out_trade_no":"P1"}', KEY, 'transaction');
  expect(openResource(sealed, KEY)).toBe('{"out_trade_no":"P1"}');
  expect(openResource(sealed, 'zyxwvutsrqponmlkjihgfedcba543210')).toBeNull();
  expect(openResource({ ...sealed, associated_data: 'refund' }, KEY)).toBeNull();
  const bytes = Buffer.from(sealed.ciphertext, 'base64');
  bytes[0] ^= 1;
  expect(openResource({ ...sealed, ciphertext: bytes.toString('base64') }, KEY)).toBeNull();
  expect(openResource({ ...sealed, algorithm: 'AES-CBC' }, KEY)).toBeNull();
});

test('a signed answer is believed from the named key, over its body, within five minutes', () => {
  const key = { publicKey: publicKey.export({ format: 'pem', type: 'spki' }).toString(), publicKeyId: 'PUB_KEY_ID_01' };
  const now = 1_800_000_000;
  const signed = (body: string, timestamp = now) => ({
    timestamp: String(timestamp),
    nonce: 'n',
    signature: crypto.createSign('RSA-SHA256').update(`${timestamp}\nn\n${body}\n`).sign(privateKey, 'base64'),
    serial: 'PUB_KEY_ID_01',
  });
  expect(signatureProblem(signed('{}'), '{}', key, now)).toBeNull();
  expect(signatureProblem(signed('{}'), '{ }', key, now)).toBe('bad signature');
  expect(signatureProblem(signed('{}', now - 301), '{}', key, now)).toBe('signed too long ago');
  expect(signatureProblem({ ...signed('{}'), serial: 'PUB_KEY_ID_02' }, '{}', key, now)).toBe('signed with another key (PUB_KEY_ID_02)');
  expect(signatureProblem({ ...signed('{}'), signature: null }, '{}', key, now)).toBe('unsigned');
});
