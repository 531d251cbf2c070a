import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { DeclarationDetail } from '@/features/member/declaration/screens/member/declaration-detail';
import { getMyDeclaration, requirePaidMember } from '@/features/member/member-area';
import { parseId } from '@/lib/http/ids';
import { memberMetadata } from '@/lib/seo/member-metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ id?: string }> };

export async function generateMetadata({ params }: Props) {
  return memberMetadata((await params).locale, 'declare.detail');
}

/** `/Declare/getInfo?id=`: one of the member's declarations; anyone else's answers 404. */
export default async function DeclarationPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const id = parseId((await searchParams).id ?? null);
  const returnPath = `/Declare/getInfo${id === null ? '' : `?id=${id}`}`;
  await requirePaidMember(locale, returnPath);
  const declaration = id === null ? undefined : await getMyDeclaration(locale, returnPath, id);
  if (!declaration) notFound();
  return <DeclarationDetail declaration={declaration} />;
}
