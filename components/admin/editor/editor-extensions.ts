import { Image } from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { StarterKit } from '@tiptap/starter-kit';
import { isArticleLink } from '@/lib/rules/content-rules';

/**
 * The heading levels the toolbar offers as 标题1–3. The article's title is the page's one h1 and
 * the server's allow-list turns any h1 in a body into h2, so the body's headings start at h2:
 * what the editor shows is what is stored.
 */
export const HEADING_LEVELS = [2, 3, 4] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

/**
 * What an article body may hold, matching the server's allow-list (`lib/sanitize-article.ts`):
 * text with emphasis, headings, lists, quotes, links that lead only to this site, the web or a
 * mail address, pictures by address, and tables. Anything else pasted in is dropped by the schema.
 */
export const articleExtensions = [
  StarterKit.configure({
    heading: { levels: [...HEADING_LEVELS] },
    link: {
      openOnClick: false,
      // The toolbar sets a target per link: a new tab for other sites only.
      HTMLAttributes: { target: null, rel: null },
      isAllowedUri: (url) => isArticleLink(url),
    },
  }),
  Image.configure({ allowBase64: false }),
  TableKit.configure({ table: { resizable: false } }),
];
