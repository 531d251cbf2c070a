import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

export type AuthPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Sign-in pages are hidden pages: titled, but kept out of search results. */
export async function authMetadata(props: AuthPageProps, titleKey: 'login.title' | 'register.title' | 'forget.title'): Promise<Metadata> {
  const { locale } = await props.params;
  const t = await getTranslations({ locale, namespace: 'auth' });
  return { title: t(titleKey), robots: { index: false, follow: false } };
}

/** The locale of the page, set for server rendering, and the auth and site texts. */
export async function authTexts(props: AuthPageProps) {
  const { locale } = await props.params;
  setRequestLocale(locale);
  return { locale, t: await getTranslations('auth'), site: await getTranslations('site') };
}
