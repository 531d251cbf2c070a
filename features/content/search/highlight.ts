import type { Piece } from '@/features/content/article';
import { cutAtWord } from '@/lib/text/cut-at-word';

/** How long a result's snippet is, in characters, and how much of it comes before the first word found. */
export const SNIPPET_LENGTH = 140;
const SNIPPET_LEAD = 30;

const LATIN_WORD = /^[\p{Script=Latin}\p{N}]+$/u;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The index stems English words (recordings → record), so a Latin word is found by its stem at
 * the start of a word, in any of its forms; any other word (Chinese) wherever it stands.
 */
function patternOf(word: string): string {
  if (!LATIN_WORD.test(word)) return escape(word);
  const lower = word.toLowerCase();
  const stem = lower.replace(/(?:es|s)$/, '').replace(/(?:ing|ed)$/, '');
  return `(?<![\\p{L}\\p{N}])${escape(stem.length >= 3 ? stem : lower)}[\\p{L}\\p{N}]*`;
}

/** The pattern that finds any of the words, longest first, or null when there are none. */
export function wordsPattern(words: string[]): RegExp | null {
  const patterns = [...new Set(words.filter(Boolean))].sort((a, b) => b.length - a.length).map(patternOf);
  return patterns.length ? new RegExp(patterns.join('|'), 'giu') : null;
}

/** The text in pieces, each word the pattern finds marked. */
export function marked(text: string, pattern: RegExp | null): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  for (const found of pattern ? text.matchAll(pattern) : []) {
    if (found[0] === '') continue;
    if (found.index > at) pieces.push({ text: text.slice(at, found.index), mark: false });
    pieces.push({ text: found[0], mark: true });
    at = found.index + found[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), mark: false });
  return pieces;
}

/** Where the pattern first finds a word in the text, or -1. */
function firstFound(text: string, pattern: RegExp | null): number {
  if (!pattern) return -1;
  pattern.lastIndex = 0;
  const found = pattern.exec(text);
  pattern.lastIndex = 0;
  return found ? found.index : -1;
}

/**
 * The snippet of the first of the texts where a word is found: a window of the text around the
 * first one, its words marked, with … where the text goes on. Where none has a word, the start
 * of the first text that is not empty. The texts are read in order and no further than needed.
 */
export function snippetOf(texts: Iterable<string>, pattern: RegExp | null): Piece[] {
  let first = '';
  for (const each of texts) {
    const text = each.trim();
    const at = firstFound(text, pattern);
    if (at >= 0) return windowAround(text, at, pattern);
    first ||= text;
  }
  return windowAround(first, 0, pattern);
}

function windowAround(text: string, at: number, pattern: RegExp | null): Piece[] {
  const start = Math.max(0, Math.min(at - SNIPPET_LEAD, text.length - SNIPPET_LENGTH));
  // The ellipsis that says the text goes on takes one character more, as the one before it does.
  const window = `${start > 0 ? '…' : ''}${cutAtWord(text.slice(start), SNIPPET_LENGTH + 1)}`;
  return marked(window, pattern);
}
