import { DeclarationAttachments } from '@/components/member/declare/declaration-attachments';
import { memberMetadata } from '@/lib/member-metadata';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  return memberMetadata((await params).locale, 'declare.tabs.upload');
}

export default function UploadPage() {
  return <DeclarationAttachments />;
}
