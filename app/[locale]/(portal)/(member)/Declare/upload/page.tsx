import { DeclarationAttachments } from '@/features/member/declaration/screens/member/declaration-attachments';
import { requirePaidMember } from '@/features/member/member-area';
import { memberMetadata } from '@/lib/seo/member-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return memberMetadata((await params).locale, 'declare.tabs.upload');
}

export default async function UploadPage({ params }: Props) {
  await requirePaidMember((await params).locale, '/Declare/upload');
  return <DeclarationAttachments />;
}
