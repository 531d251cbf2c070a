import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

/**
 * A tsquery quoting each word, so nothing a reader types is read as query syntax; every word
 * required. `prefix` lets the last word be the start of a longer one (typing ahead).
 */
export function tsQuery(words: string[], options: { prefix?: boolean } = {}): SQL {
  const quoted = words.map((word, i) => {
    const typedAhead = options.prefix && i === words.length - 1;
    return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${typedAhead ? ':*' : ''}`;
  });
  return sql`to_tsquery('english', ${quoted.join(' & ')})`;
}
