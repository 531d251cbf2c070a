import sanitizeHtml from 'sanitize-html';
import { hasUnsafeUrlChars, isHttpsAddress } from '../rules/content-rules';

/**
 * Where an article's pictures may come from: files uploaded to this site (by their stored name,
 * or through the API's public prefix as the editor shows them) or any https address. Nothing
 * that runs or embeds (`data:`, `javascript:`, `//host`) and no plain http (mixed content).
 */
const UPLOADED_IMAGE = /^(?:\/prod-api)?\/profile\/upload\/[\w./-]+$/;

function isAllowedImageSource(src: string | undefined): boolean {
  if (!src || hasUnsafeUrlChars(src)) return false;
  if (UPLOADED_IMAGE.test(src)) return !src.includes('..');
  return isHttpsAddress(src);
}

/**
 * The allow-list for article bodies: structure, emphasis, links, images and tables, nothing
 * that runs. No `style` attribute survives (so no CSS `expression(` or `url(javascript:`), nor any
 * `on*` handler. Applied on save by the content admin and again before an article is rendered.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'span',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    // The page's title is its one h1; a pasted h1 stays a heading, one level down.
    h1: 'h2',
    // Uploaded pictures load through the API's prefix, as the editor inserts them.
    img: (tagName, attribs) => ({
      tagName,
      attribs: attribs.src?.startsWith('/profile/') ? { ...attribs, src: `/prod-api${attribs.src}` } : attribs,
    }),
    // A link may open a new tab, never a named window, and the page it opens cannot reach back.
    a: (tagName, { target, rel: _rel, ...attribs }) => ({
      tagName,
      attribs: target?.toLowerCase() === '_blank' ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
  },
  // A picture from anywhere else is dropped whole: an img without its source shows nothing.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs.src),
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
