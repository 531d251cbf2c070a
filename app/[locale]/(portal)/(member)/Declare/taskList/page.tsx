import { setRequestLocale } from 'next-intl/server';
import { DeclarationList } from '@/features/member/declaration/screens/member/declaration-list';
import { getMyDeclarations, requirePaidMember } from '@/features/member/member-area';
import { memberMetadata } from '@/lib/seo/member-metadata';
import { pageNumOf, pageSizeOf } from '@/lib/seo/public-routes';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ pageNum?: string; pageSize?: string }> };

export async function generateMetadata({ params }: Props) {
  return memberMetadata((await params).locale, 'declare.tabs.taskList');
}

/** `/Declare/taskList`: the member's declarations with their status, paged. */
export default async function TaskListPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requirePaidMember(locale, '/Declare/taskList');
  const query = await searchParams;
  const pageNum = pageNumOf(query.pageNum ?? null);
  const pageSize = pageSizeOf(query.pageSize ?? null);
  const { rows, total } = await getMyDeclarations(locale, '/Declare/taskList', pageNum, pageSize);
  return <DeclarationList rows={rows} total={total} pageNum={pageNum} pageSize={pageSize} />;
}
