import { redirect } from '@/i18n/navigation';

// Any path is possible here; none of them is worth a cache entry.
export const dynamic = 'force-dynamic';

/** Unknown routes go to /404, as the spec says. */
export default async function UnknownRoute({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  redirect({ href: '/404', locale });
}
