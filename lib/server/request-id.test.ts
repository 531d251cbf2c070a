import type { IncomingMessage } from 'node:http';
import { assignRequestId, requestIdOf } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test('a well-formed id sent by nginx is kept', () => {
  expect(requestIdOf('3f2b9c0e7d1a4b5c8e9f0a1b2c3d4e5f')).toBe('3f2b9c0e7d1a4b5c8e9f0a1b2c3d4e5f');
  expect(requestIdOf('trace.id-1_2')).toBe('trace.id-1_2');
});

test.each([
  ['missing', undefined],
  ['empty', ''],
  ['too long', 'a'.repeat(65)],
  ['a forged log line', 'abc\n{"level":"error"}'],
  ['spaces', 'a b'],
  ['sent twice', ['a', 'b']],
])('an id that is %s is replaced by a new random one', (_case, sent) => {
  expect(requestIdOf(sent)).toMatch(UUID);
});

test('new ids differ', () => {
  expect(requestIdOf(undefined)).not.toBe(requestIdOf(undefined));
});

test('the id is put in the request headers for the BFF to forward', () => {
  const req = { headers: { 'x-request-id': 'bad id' } } as unknown as IncomingMessage;
  const id = assignRequestId(req, true);
  expect(id).toMatch(UUID);
  expect(req.headers['x-request-id']).toBe(id);
});

test('a sent id is kept from a trusted proxy only', () => {
  const sent = () => ({ headers: { 'x-request-id': 'nginx-3f2b9c0e' } }) as unknown as IncomingMessage;
  expect(assignRequestId(sent(), true)).toBe('nginx-3f2b9c0e');
  expect(assignRequestId(sent(), false)).toMatch(UUID);
});
