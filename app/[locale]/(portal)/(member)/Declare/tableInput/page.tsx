import { DeclarationEditor } from '@/features/member/declaration/screens/member/declaration-editor';
import { requirePaidMember } from '@/features/member/member-area';
import { memberMetadata } from '@/lib/seo/member-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return memberMetadata((await params).locale, 'declare.tabs.tableInput');
}

export default async function TableInputPage({ params }: Props) {
  await requirePaidMember((await params).locale, '/Declare/tableInput');
  return <DeclarationEditor />;
}
