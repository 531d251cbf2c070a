export interface MathQuestion {
  /** What the image shows, e.g. `7*3=?`. */
  text: string;
  answer: string;
}

type RandomInt = (maxExclusive: number) => number;

const defaultRandom: RandomInt = (max) => Math.floor(Math.random() * max);

/**
 * The reference's math captcha: one operation over digits 0-9 whose result is never negative
 * and whose division is exact.
 */
export function createMathQuestion(random: RandomInt = defaultRandom): MathQuestion {
  const op = '+-*/'[random(4)];
  let a = random(10);
  let b = random(10);
  let answer: number;
  switch (op) {
    case '+':
      answer = a + b;
      break;
    case '-':
      if (a < b) [a, b] = [b, a];
      answer = a - b;
      break;
    case '*':
      answer = a * b;
      break;
    default:
      b = 1 + random(9);
      answer = random(Math.floor(9 / b) + 1);
      a = answer * b;
  }
  return { text: `${a}${op}${b}=?`, answer: String(answer) };
}
