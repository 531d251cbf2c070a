import 'server-only';
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';

/**
 * Chinese has no spaces between words, so PostgreSQL's parser would take a whole sentence for
 * one word. Jieba cuts it into words first; the 'english' configuration then stems the Latin
 * words and passes the Chinese ones through as they are.
 */
let segmenter: Jieba | undefined;

function jieba(): Jieba {
  // The dictionary takes a fifth of a second to load: the first search or save pays it, a start does not.
  segmenter ??= Jieba.withDict(dict);
  return segmenter;
}

/** The longest text one document field is cut into words from; a body beyond it is rarely what a reader looks for. */
const MAX_FIELD_TEXT = 20_000;

/** A field's words for the index, space-separated: whole words and the shorter words inside them (录音师 → 录音, 录音师). */
export function indexWords(text: string): string {
  return jieba().cutForSearch(text.slice(0, MAX_FIELD_TEXT), true).join(' ');
}

/** The words a reader typed, each one a word the index holds, without blanks and punctuation. */
export function queryWords(text: string): string[] {
  return jieba()
    .cut(text, true)
    .map((word) => word.trim())
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
}
