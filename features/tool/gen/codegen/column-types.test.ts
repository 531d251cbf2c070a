import { JAVA_TYPE_TABLE } from '@/tests/support/gen-java-types';
import { JAVA_TYPES, javaTypeOf, tsTypeOfJava } from './column-types';

describe('javaTypeOf', () => {
  test.each(JAVA_TYPE_TABLE)('%s → %s', (columnType, javaType) => {
    expect(javaTypeOf(columnType)).toBe(javaType);
  });

  test('answers only the stock values', () => {
    for (const [columnType] of JAVA_TYPE_TABLE) expect(JAVA_TYPES).toContain(javaTypeOf(columnType));
  });

  test('a stock Java type stands for one TypeScript type', () => {
    expect(JAVA_TYPES.map(tsTypeOfJava)).toEqual(['number', 'string', 'number', 'number', 'string', 'string', 'boolean']);
  });
});
