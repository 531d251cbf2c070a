import { createMathQuestion } from './math-question';
import { renderCaptcha } from './render-captcha';

test('questions use digits 0-9, never go negative and divide exactly', () => {
  for (let i = 0; i < 2000; i++) {
    const { text, answer } = createMathQuestion();
    const match = /^(\d)([+\-*/])(\d)=\?$/.exec(text);
    expect(match).not.toBeNull();
    const [, a, op, b] = match!;
    const expected = { '+': +a + +b, '-': +a - +b, '*': +a * +b, '/': +a / +b }[op]!;
    expect(Number.isInteger(expected) && expected >= 0).toBe(true);
    expect(answer).toBe(String(expected));
  }
});

test('every question renders as a JPEG', () => {
  const image = Buffer.from(renderCaptcha('9/3=?'), 'base64');
  expect(image.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  expect(() => renderCaptcha('9%3=?')).toThrow('No captcha glyph for "%"');
});
