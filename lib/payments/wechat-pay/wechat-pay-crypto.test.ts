import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sealResource } from '@/tests/support/wechat-pay-api';
import {
  authorization,
  authorizationFields,
  openResource,
  requestMessage,
  rsaSign,
  rsaVerify,
  signatureProblem,
} from './wechat-pay-crypto';

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

/**
 * WeChat Pay's published worked examples: the signing key of the official Go SDK's tests
 * (wechatpay-apiv3/wechatpay-go, core/auth/signers/sha256withrsa_signer_test.go) and the signature
 * those tests expect of the message `source`; the AES-GCM vector of wechatpay-axios-plugin's tests.
 */
const PUBLISHED_KEY = fs.readFileSync(path.join(__dirname, 'fixtures/wechatpay-go-test-key.pem'), 'utf8');

test('the signer reproduces the official SDK’s published signature', () => {
  expect(rsaSign('source', PUBLISHED_KEY)).toBe(
    'BKyAfU4iMCuvXMXS0Wzam3V/cnxZ+JaqigPM5OhljS2iOT95OO6Fsuml2JkFANJU9K6q9bLlDhPXuoVz+pp4hAm6pHU4ld815U4jsKu1RkyaII+1CYBUYC8TK0XtJ8FwUXXz8vZHh58rrAVN1XwNyvD1vfpxrMT4SL536GLwvpUHlCqIMzoZUguLli/K8V29QiOhuH6IEqLNJn8e9b3nwNcQ7be3CzYGpDAKBfDGPCqCv8Rw5zndhlffk2FEA70G4hvMwe51qMN/RAJbknXG23bSlObuTCN7Ndj1aJGH6/L+hdwfLpUtJm4QYVazzW7DFD27EpSQEqA8bX9+8m1rLg==',
  );
  // The same SDK's header layout (mock signer): the message a GET of /v3/certificates signs.
  expect(requestMessage('GET', '/v3/certificates', '1624523846', 'A1B2C3D4E5F6G7', '')).toBe(
    'GET\n/v3/certificates\n1624523846\nA1B2C3D4E5F6G7\n\n',
  );
  const header = authorization(
    { mchId: '1234567890', serialNo: '0123456789ABC', privateKey: PUBLISHED_KEY },
    { method: 'GET', pathWithQuery: '/v3/certificates', body: '' },
    '1624523846',
    'A1B2C3D4E5F6G7',
  );
  expect(authorizationFields(header)).toMatchObject({
    mchid: '1234567890',
    nonce_str: 'A1B2C3D4E5F6G7',
    timestamp: '1624523846',
    serial_no: '0123456789ABC',
  });
});

test('a resource opens as the published AES-256-GCM vector says', () => {
  expect(
    openResource(
      { algorithm: 'AEAD_AES_256_GCM', ciphertext: 'APoZlYpivU3HjbAiB4CvW1rAFr8J', associated_data: 'world', nonce: '0123456789abcdef' },
      '0123456789abcdef0123456789abcdef',
    ),
  ).toBe('hello');
});

test('the official SDK’s signed notification is believed at its time, and not once altered', () => {
  // core/notify/notify_test.go of wechatpay-go: its body and signature, made with the same key.
  const body =
    '{' +
    '"id":"3119dfba-e649-5eec-ab1e-3412bc4d2e17",' +
    '"create_time":"2021-06-24T16:37:26+08:00",' +
    '"resource_type":"encrypt-resource",' +
    '"event_type":"PAYSCORE.USER_OPEN_SERVICE",' +
    '"summary":"签约成功",' +
    '"resource":{' +
    '"original_type":"payscore",' +
    '"algorithm":"AEAD_AES_256_GCM",' +
    '"ciphertext":"YDS3lKPaC4Y52Gf3uhft5qUBlIa8b428AWTtTauHQfQrRw+X1WpiuHIDy0vo1Vd6VEq67aVyqPdDYMkRVSDaZL3iZt' +
    'tevRMOoPKMifozg6XPWjIZumks/GpT48lI4NizyeaqLBokNebthah3o1H76qSlO9NkDjp9bzmKLEYYH9TEklFUpsvPqOTOcgSLgh21YJXYR' +
    '7dEBXFgRLiNIKRgO5JdXh1hccRUAlyVWxE54PXpnQ==",' +
    '"associated_data":"payscore",' +
    '"nonce":"Kj7QIyUiYx1q"}' +
    '}';
  const wsig =
    'tJHIiIS9eB2hAYstmAmbbD3ZE5LiIm/Ug5tuL4fC0YOFRWIHV39UFIZXC0e9Wl6lBu6sKvkqDkzpqzBsVHyXF' +
    'lbYZTOQrVdG4b6LfTnK4mikv9++ixJMd3vTf2yCqvBkh98zs3Ds5zsYQakzbcwhmw4fMJs4nPLws28H0UW9FjDR//rxELLwXvV1VEA1I' +
    'BLX70xptjL8hrfUjEE8kkry6yNJTHZRU8CAc7qHli2Ng1V1qb9ARbK8A3ThmFmPQvRGrapI/jS2laKKgYUmfdEdkNO6B2Cke5e8VTxY4' +
    '06ArAmQ90GAihDwIcb16TQMnzCMBoutnwZKNiKRACrFmtxw2Q==';
  const key = {
    publicKey: crypto.createPublicKey(PUBLISHED_KEY).export({ format: 'pem', type: 'spki' }).toString(),
    publicKeyId: 'D7CE59D1F522D701',
  };
  const signed = { timestamp: '1624523846', nonce: 'EcZ9Cmy4Xyx1i6RlJQzLcCyEqDa26NBz', signature: wsig, serial: 'D7CE59D1F522D701' };
  expect(signatureProblem(signed, body, key, 1624523846)).toBeNull();
  expect(signatureProblem(signed, body.replace('签约成功', '签约失败'), key, 1624523846)).toBe('bad signature');
  expect(signatureProblem(signed, body, key, 1624523846 + 301)).toBe('signed too long ago');
});
