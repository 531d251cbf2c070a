import { redirect } from 'next/navigation';
import { redirectHelperTarget } from '@/lib/admin/redirect-helper';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; path: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * `/redirect/{path}`: the admin shell's refresh helper; it sends the browser back to the path, in
 * its language. It sits inside the admin layout, so the shell and its kept pages stay mounted; a
 * reader without a session is sent on by the proxy, and the path's own rules decide.
 */
export default async function RedirectHelper({ params, searchParams }: Props) {
  const { locale, path } = await params;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const one of Array.isArray(value) ? value : [value ?? '']) query.append(key, one);
  }
  const search = query.toString();
  // Next hands the segments over decoded; encoded again, a `%` or `?` in one stays part of the path.
  redirect(redirectHelperTarget(locale, `/${path.map(encodeURIComponent).join('/')}`, search ? `?${search}` : ''));
}
