import { defineRouting } from 'next-intl/routing';

/**
 * Chinese is the default and keeps the spec's paths without a prefix; English lives under /en.
 * The language never follows the browser on its own: a reader switches it with the toggle.
 */
export const routing = defineRouting({
  locales: ['zh', 'en'],
  defaultLocale: 'zh',
  localePrefix: 'as-needed',
  localeDetection: false,
});

export type Locale = (typeof routing.locales)[number];
