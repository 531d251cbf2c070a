/** How far back from the limit a cut may look for the end of a word, as a share of the limit. */
const WORD_REACH = 0.4;

/**
 * Text of at most `max` characters: whole, or cut where a word ends and followed by `…`, so an
 * English summary never stops inside a word. Text with no blank near the limit (Chinese) is cut
 * at the limit itself.
 */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const blank = room.search(/\s\S*$/);
  const cut = blank >= max * (1 - WORD_REACH) ? room.slice(0, blank) : room;
  return `${cut.trimEnd()}…`;
}
