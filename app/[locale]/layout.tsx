import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/common/app-providers';
import { routing } from '@/i18n/routing';
import { siteBase } from '@/lib/seo/seo';
import type { ErrorMessages } from '@/lib/http/request-errors';
import { messageTemplates } from '@/lib/format/message-template';
import './globals.css';

/**
 * No page is rendered at build time: a build needs no database or upstream API. Each page is
 * rendered on its first request and then served from the cache until its content changes.
 */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'site' });
  return {
    metadataBase: new URL(siteBase()),
    title: { default: t('name'), template: `%s - ${t('name')}` },
    description: t('tagline'),
    icons: { icon: '/logo.svg' },
  };
}

/** Namespaces the browser needs; the rest of the messages stay on the server. */
const CLIENT_NAMESPACES = ['auth', 'language', 'errors', 'portal', 'content', 'member'] as const;

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const messages = await getMessages();
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]]));
  const site = await getTranslations('site');
  return (
    <html lang={locale === 'zh' ? 'zh-CN' : 'en'}>
      <body>
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          <AppProviders errorMessages={messageTemplates<ErrorMessages>(messages.errors)} closeLabel={site('dismiss')}>
            {children}
          </AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
