import { sanitizeArticleHtml } from '@/lib/format/sanitize-article';

/** Word's hidden parts: its conditional blocks (`<!--[if gte mso 9]>…<![endif]-->`) and the document head. */
const HIDDEN_BLOCKS = [
  /<!--\[if[\s\S]*?<!\[endif\]-->/gi,
  /<head[\s>][\s\S]*?<\/head>/gi,
  /<(style|xml)[\s>][\s\S]*?<\/\1>/gi,
  /<!--[\s\S]*?-->/g,
];
/** The markers around Word's visible fallbacks (`<![if !supportLists]>1.<![endif]>`): the content stays. */
const REVEALED_MARKERS = /<!\[(?:if[^\]]*|endif)\]>/gi;
/** Word's empty-paragraph filler, `<o:p>&nbsp;</o:p>`, goes with its content. */
const OFFICE_PARAGRAPHS = /<o:p>[\s\S]*?<\/o:p>/gi;
/** Any other Office-namespaced element (`<v:shape>`, `<w:Sdt>`) loses its tags. */
const OFFICE_TAGS = /<\/?[a-z]+:[a-z][^>]*>/gi;
const OPENING_TAG = /<[a-z][a-z0-9]*\b[^>]*>/gi;
const CLASS_OR_STYLE = /(\s)(class|style)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

/** A class list without Word's `Mso…` classes, a style without its `mso-…` declarations. */
function withoutWordParts(name: string, value: string): string {
  if (name.toLowerCase() === 'class')
    return value
      .split(/\s+/)
      .filter((token) => token && !/^mso/i.test(token))
      .join(' ');
  return value
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => declaration && !/^mso-/i.test(declaration))
    .join('; ');
}

function cleanTag(tag: string): string {
  return tag.replace(CLASS_OR_STYLE, (_match, space: string, name: string, double?: string, single?: string, bare?: string) => {
    const kept = withoutWordParts(name, double ?? single ?? bare ?? '');
    return kept ? `${space}${name}="${kept.replace(/"/g, '&quot;')}"` : '';
  });
}

/**
 * HTML pasted from Word without Word's own markup: conditional blocks and comments, the head and
 * its styles, `<o:p>` and other Office elements, `Mso…` classes and `mso-…` styles. Tags are
 * rewritten one by one, so text that merely looks like an attribute is left alone.
 */
export function stripWordMarkup(html: string): string {
  const visible = HIDDEN_BLOCKS.reduce((text, pattern) => text.replace(pattern, ''), html);
  return visible.replace(REVEALED_MARKERS, '').replace(OFFICE_PARAGRAPHS, '').replace(OFFICE_TAGS, '').replace(OPENING_TAG, cleanTag);
}

/**
 * What the editor makes of pasted HTML: Word's markup stripped, then the article allow-list the
 * server applies on save, so what the editor shows after a paste is what will be stored (a
 * picture from the clipboard's local disk, say, is dropped now rather than at saving).
 */
export function cleanPastedHtml(html: string): string {
  return sanitizeArticleHtml(stripWordMarkup(html));
}
