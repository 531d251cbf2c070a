import { defineRouting } from 'next-intl/routing';

/**
 * Chinese is the default and keeps the spec's paths without a prefix; English lives under /en.
 * The language never follows the browser on its own: a reader switches it with the toggle, and
 * the path is the only place the choice lives.
 */
export const routing = defineRouting({
  locales: ['zh', 'en'],
  defaultLocale: 'zh',
  localePrefix: 'as-needed',
  localeDetection: false,
  // Nothing reads a locale cookie when the path alone decides, and an answer that sets a cookie
  // could not be kept in the page cache.
  localeCookie: false,
  // No `Link` header of alternates: it would be built from the request's Host. Each page names
  // its alternates in its head, from SITE_URL (lib/seo.ts).
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];
