'use client';

import NextLink from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useCallback, type ComponentProps } from 'react';
import { localisedPath } from '@/lib/seo/locale-path';

type Props = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string };

/**
 * A link to a page in the reader's language. Next's own link with the path localised: the
 * reader's pages carry none of next-intl's navigation runtime (about 3 kB gzipped each).
 */
export function Link({ href, prefetch, ...rest }: Props) {
  // A page named by its query (/article?articleId=…) is routed by the proxy; Next would prefetch
  // the bare path, which no page answers (404s in the console).
  return <NextLink href={localisedPath(useLocale(), href)} prefetch={prefetch ?? (href.includes('?') ? false : undefined)} {...rest} />;
}

/** The page's path without its language prefix, as the spec's rules name pages. */
export function usePagePath(): string {
  return usePathname().replace(/^\/en(?=\/|$)/, '') || '/';
}

/** Opens a page in the reader's language. */
export function useOpenPage(): (path: string) => void {
  const locale = useLocale();
  const router = useRouter();
  return useCallback((path: string) => router.push(localisedPath(locale, path)), [locale, router]);
}
