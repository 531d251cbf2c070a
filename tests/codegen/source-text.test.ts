import { commentText, sqlComment, sqlString, tsString } from '@/features/tool/gen/codegen/source-text';

describe('user text in generated source', () => {
  const hostile = 'a */ evil(); /* `${x}` "q" \'q\' \\ \n next\u2028line';

  test('a string literal reads back as the same text', () => {
    expect(new Function(`return ${tsString(hostile)};`)()).toBe(hostile);
    expect(tsString(hostile)).not.toContain('\n');
  });

  test('a comment can neither end itself nor break its line', () => {
    const text = commentText(hostile);
    expect(text).not.toContain('*/');
    expect(text).not.toMatch(/[\n\r\u2028]/);
    expect(new Function(`/** ${text} */ return 1;`)()).toBe(1);
  });

  test('SQL strings double their quotes and comments stay on one line', () => {
    expect(sqlString("it's")).toBe("'it''s'");
    expect(sqlComment('a\nb; drop')).toBe('a b; drop');
  });
});
