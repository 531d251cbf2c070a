import type { IncomingMessage } from 'node:http';
import { pinClientAddress } from './client-address';

function requestFrom(remoteAddress: string | undefined, headers: Record<string, string>): IncomingMessage {
  return { headers: { ...headers }, socket: { remoteAddress } } as unknown as IncomingMessage;
}

const SPOOFED = {
  'x-forwarded-for': '1.2.3.4',
  'x-real-ip': '1.2.3.4',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  forwarded: 'for=1.2.3.4',
  host: 'portal.example',
};

test('without a trusted proxy the socket address replaces what the client claims', () => {
  const req = requestFrom('::ffff:10.0.0.7', SPOOFED);
  pinClientAddress(req, false);
  expect(req.headers).toEqual({ 'x-forwarded-for': '::ffff:10.0.0.7', host: 'portal.example' });
});

test('a socket without an address leaves no forwarded address at all', () => {
  const req = requestFrom(undefined, SPOOFED);
  pinClientAddress(req, false);
  expect(req.headers['x-forwarded-for']).toBeUndefined();
});

test('behind a trusted proxy the headers nginx set are kept', () => {
  const req = requestFrom('127.0.0.1', SPOOFED);
  pinClientAddress(req, true);
  expect(req.headers).toEqual(SPOOFED);
});
