import { isDecodablePath } from './decodable-path';

test.each([
  ['/', true],
  ['/article?articleId=%zz', true],
  ['/%E5%BD%95%E9%9F%B3', true],
  ['/a%zz', false],
  ['/a%25', false],
  ['/a%', false],
])('%s is decodable: %p', (url, expected) => {
  expect(isDecodablePath(url)).toBe(expected);
});
