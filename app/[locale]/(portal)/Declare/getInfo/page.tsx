import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { DeclarationDetail } from '@/components/member/declare/declaration-detail';
import { getMyDeclaration } from '@/lib/content/member-area';
import { parseId } from '@/lib/ids';
import { memberMetadata } from '@/lib/member-metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ id?: string }> };

export async function generateMetadata({ params }: Props) {
  return memberMetadata((await params).locale, 'declare.detail');
}

/** `/Declare/getInfo?id=`: one of the member's declarations; anyone else's answers 404. */
export default async function DeclarationPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const id = parseId((await searchParams).id ?? null);
  const declaration = id === null ? undefined : await getMyDeclaration(locale, `/Declare/getInfo?id=${id}`, id);
  if (!declaration) notFound();
  return <DeclarationDetail declaration={declaration} />;
}
