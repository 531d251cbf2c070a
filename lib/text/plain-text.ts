import 'server-only';

/** Tags that end a line of text: without a blank there, the last word of one paragraph and the first of the next run together. */
const BLOCK_TAG = /<\/?(?:p|div|br|li|h[1-6]|td|th|tr|blockquote|figure|figcaption|pre)\b[^>]*>/gi;
const ANY_TAG = /<[^>]*>/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The text a reader sees of an article body, blanks collapsed. Bodies are saved cleaned by the
 * allow-list (attribute values escaped, no comments or scripts), so dropping the tags is enough,
 * and fast: search reads the bodies of a whole page of results, and the index of every article.
 * The text is only ever shown as text.
 */
export function plainText(html: string): string {
  return html
    .replace(BLOCK_TAG, ' ')
    .replace(ANY_TAG, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? entity;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
