/**
 * Colour contrast as WCAG 2.1 defines it, and the nearest shade of a colour that reads on a given
 * background: the themes keep their chosen colours as accents and draw text in such a shade.
 */
type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a hex colour: ${hex}`);
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as Rgb;
}

const hexOf = (rgb: Rgb) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(rgbOf(a)), luminance(rgbOf(b))].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** AA for normal text. */
export const TEXT_CONTRAST = 4.5;

/**
 * The colour itself when it reads on the background, else the first shade towards black (on a
 * light background) or white (on a dark one) that does, in steps of 2 %.
 */
export function readableOn(colour: string, background: string, ratio = TEXT_CONTRAST): string {
  const rgb = rgbOf(colour);
  const towards = luminance(rgbOf(background)) > 0.18 ? 0 : 255;
  for (let step = 0; step <= 50; step += 1) {
    const shade = hexOf(rgb.map((channel) => channel + ((towards - channel) * step) / 50) as Rgb);
    if (contrastRatio(shade, background) >= ratio) return shade;
  }
  return towards === 0 ? '#000000' : '#ffffff';
}
