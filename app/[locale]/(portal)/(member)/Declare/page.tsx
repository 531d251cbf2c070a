import { redirect } from 'next/navigation';
import { localisedPath } from '@/lib/seo/seo';

/** `/Declare` opens the member's list of declarations. */
export default async function DeclareIndex({ params }: { params: Promise<{ locale: string }> }) {
  redirect(localisedPath((await params).locale, '/Declare/taskList'));
}
