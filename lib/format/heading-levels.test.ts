import { nestHeadings } from './heading-levels';

test('a body that starts at a lower level is lifted so its highest heading is an h2', () => {
  expect(nestHeadings('<h3>一</h3><p>a</p><h4>二</h4><h3>三</h3>')).toBe('<h2>一</h2><p>a</p><h3>二</h3><h2>三</h2>');
  expect(nestHeadings('<p>x</p><h5>深</h5><h6>更深</h6>')).toBe('<p>x</p><h2>深</h2><h3>更深</h3>');
});

test('a body already at h2, or without headings, is left as it is', () => {
  expect(nestHeadings('<h2>一</h2><h4>二</h4>')).toBe('<h2>一</h2><h4>二</h4>');
  expect(nestHeadings('<p>h3 is only a word here</p>')).toBe('<p>h3 is only a word here</p>');
});
