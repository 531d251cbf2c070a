import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/** A member page's title; these pages are per person, so search engines leave them alone. */
export async function memberMetadata(locale: string, titleKey: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'member' });
  return { title: t(titleKey), robots: { index: false, follow: false } };
}
