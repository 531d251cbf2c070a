import { setRequestLocale } from 'next-intl/server';
import { FileDownloads } from '@/features/member/declaration/screens/member/file-downloads';
import { getDownloads, requirePaidMember } from '@/features/member/member-area';
import { memberMetadata } from '@/lib/seo/member-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return memberMetadata((await params).locale, 'declare.tabs.fileDownload');
}

/** `/Declare/fileDownload`: the association's forms and the member's own attachments. */
export default async function FileDownloadPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requirePaidMember(locale, '/Declare/fileDownload');
  const { templates, files } = await getDownloads(locale, '/Declare/fileDownload');
  return <FileDownloads templates={templates} files={files} />;
}
