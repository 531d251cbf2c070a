import jpeg from 'jpeg-js';

const WIDTH = 160;
const HEIGHT = 60;
const SCALE = 4;

// A 5x7 bitmap font for the characters a math question uses; each string is one row.
const GLYPHS: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
  '+': ['00000', '00100', '00100', '11111', '00100', '00100', '00000'],
  '-': ['00000', '00000', '00000', '11111', '00000', '00000', '00000'],
  '*': ['00000', '10001', '01010', '00100', '01010', '10001', '00000'],
  '/': ['00001', '00010', '00010', '00100', '01000', '01000', '10000'],
  '=': ['00000', '00000', '11111', '00000', '11111', '00000', '00000'],
  '?': ['01110', '10001', '00001', '00010', '00100', '00000', '00100'],
};

type Rgb = [number, number, number];

const rand = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

class Canvas {
  readonly data = Buffer.alloc(WIDTH * HEIGHT * 4);

  fill([r, g, b]: Rgb): void {
    for (let i = 0; i < this.data.length; i += 4) {
      this.data[i] = r;
      this.data[i + 1] = g;
      this.data[i + 2] = b;
      this.data[i + 3] = 255;
    }
  }

  dot(x: number, y: number, [r, g, b]: Rgb): void {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const i = (Math.round(y) * WIDTH + Math.round(x)) * 4;
    this.data[i] = r;
    this.data[i + 1] = g;
    this.data[i + 2] = b;
  }

  line(x0: number, y0: number, x1: number, y1: number, colour: Rgb): void {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0));
    for (let s = 0; s <= steps; s++) this.dot(x0 + ((x1 - x0) * s) / steps, y0 + ((y1 - y0) * s) / steps, colour);
  }

  glyph(char: string, left: number, top: number, shear: number, colour: Rgb): void {
    const rows = GLYPHS[char];
    if (!rows) throw new Error(`No captcha glyph for "${char}"`);
    rows.forEach((row, y) => {
      const offset = (y - 3) * shear;
      for (let x = 0; x < row.length; x++) {
        if (row[x] !== '1') continue;
        for (let dy = 0; dy < SCALE; dy++) {
          for (let dx = 0; dx < SCALE; dx++) this.dot(left + offset + x * SCALE + dx, top + y * SCALE + dy, colour);
        }
      }
    });
  }
}

const darkColour = (): Rgb => [rand(10, 120), rand(10, 120), rand(10, 120)];

/**
 * Draws the question as a 160x60 JPEG with jittered, sheared characters and noise lines, so
 * the answer is not plain text in the page. Answers the image as base64 without a data: prefix.
 */
export function renderCaptcha(text: string): string {
  const canvas = new Canvas();
  canvas.fill([rand(225, 250), rand(225, 250), rand(225, 250)]);
  for (let i = 0; i < 5; i++)
    canvas.line(rand(0, WIDTH), rand(0, HEIGHT), rand(0, WIDTH), rand(0, HEIGHT), [rand(120, 200), rand(120, 200), rand(120, 200)]);
  const step = Math.floor((WIDTH - 16) / text.length);
  [...text].forEach((char, i) => {
    canvas.glyph(char, 10 + i * step + rand(-2, 2), rand(6, HEIGHT - 7 * SCALE - 6), (Math.random() - 0.5) * 1.6, darkColour());
  });
  for (let i = 0; i < 120; i++) canvas.dot(rand(0, WIDTH - 1), rand(0, HEIGHT - 1), darkColour());
  for (let i = 0; i < 2; i++) canvas.line(rand(0, 20), rand(0, HEIGHT), rand(WIDTH - 20, WIDTH), rand(0, HEIGHT), darkColour());
  return jpeg.encode({ data: canvas.data, width: WIDTH, height: HEIGHT }, 80).data.toString('base64');
}
