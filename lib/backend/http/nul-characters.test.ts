import { readFormBody, readJsonBody } from './body';
import { NUL_CHARACTER_MSG, urlHasNul } from './nul-characters';

const post = (body: string, type = 'application/json') =>
  new Request('http://api.test/x', { method: 'POST', body, headers: { 'content-type': type } });

test('a NUL in the path or a query parameter is found, encoded or not', () => {
  expect(urlHasNul(new URL('http://api.test/system/dict/data/type/a%00b'))).toBe(true);
  expect(urlHasNul(new URL('http://api.test/list?userName=%00'))).toBe(true);
  expect(urlHasNul(new URL('http://api.test/list?a%00=1'))).toBe(true);
  expect(urlHasNul(new URL('http://api.test/list?userName=a%2500'))).toBe(false);
});

test('a NUL in a JSON string, in a key or nested, is refused with its message', async () => {
  await expect(readJsonBody(post('{"nickName":"a\\u0000b"}'))).rejects.toThrow(NUL_CHARACTER_MSG);
  await expect(readJsonBody(post('{"a":{"b":["x\\u0000"]}}'))).rejects.toThrow(NUL_CHARACTER_MSG);
  await expect(readJsonBody(post('{"k\\u0000":1}'))).rejects.toThrow(NUL_CHARACTER_MSG);
  await expect(readJsonBody(post('{"nickName":"ab"}'))).resolves.toEqual({ nickName: 'ab' });
});

test('a NUL in a form value is refused', async () => {
  await expect(readFormBody(post('userName=%00', 'application/x-www-form-urlencoded'))).rejects.toThrow(NUL_CHARACTER_MSG);
  expect((await readFormBody(post('userName=ab', 'application/x-www-form-urlencoded'))).get('userName')).toBe('ab');
});
