import { DeclarationEditor } from '@/components/member/declare/declaration-editor';
import { memberMetadata } from '@/lib/member-metadata';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  return memberMetadata((await params).locale, 'declare.tabs.tableInput');
}

export default function TableInputPage() {
  return <DeclarationEditor />;
}
