import { contrastRatio, readableOn, TEXT_CONTRAST } from './contrast';

test('contrast ratios match WCAG’s figures', () => {
  expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#fff', '#fff')).toBe(1);
  expect(contrastRatio('#1890ff', '#ffffff')).toBeCloseTo(3.24, 2);
  expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
});

test('a colour that already reads is kept; others are shaded towards black or white until they read', () => {
  expect(readableOn('#096dd9', '#ffffff')).toBe('#096dd9');
  for (const preset of ['#409EFF', '#ff4500', '#ff8c00', '#ffd700', '#90ee90', '#00ced1']) {
    const onWhite = readableOn(preset, '#ffffff');
    expect(contrastRatio(onWhite, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    const onDark = readableOn(preset, '#263445');
    expect(contrastRatio(onDark, '#263445')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  }
  // Darker, not another hue: gold stays a gold.
  const gold = readableOn('#ffd700', '#ffffff');
  expect(parseInt(gold.slice(1, 3), 16)).toBeGreaterThan(parseInt(gold.slice(5, 7), 16));
  expect(() => readableOn('blue', '#fff')).toThrow(/not a hex colour/);
});
