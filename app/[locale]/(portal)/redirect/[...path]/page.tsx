import { redirect } from 'next/navigation';
import { safeRedirectPath } from '@/lib/safe-redirect';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ path: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `/redirect/{path}`: the admin shell's refresh helper; it sends the browser back to the path. */
export default async function RedirectHelper({ params, searchParams }: Props) {
  const { path } = await params;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const one of Array.isArray(value) ? value : [value ?? '']) query.append(key, one);
  }
  const search = query.toString();
  redirect(safeRedirectPath(`/${path.map(decodeURIComponent).join('/')}${search ? `?${search}` : ''}`));
}
