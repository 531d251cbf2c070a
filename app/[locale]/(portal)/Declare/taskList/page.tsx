import { setRequestLocale } from 'next-intl/server';
import { DeclarationList } from '@/components/member/declare/declaration-list';
import { getMyDeclarations } from '@/lib/content/member-area';
import { parseId } from '@/lib/ids';
import { memberMetadata } from '@/lib/member-metadata';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/lib/public-routes';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ pageNum?: string; pageSize?: string }> };

export async function generateMetadata({ params }: Props) {
  return memberMetadata((await params).locale, 'declare.tabs.taskList');
}

/** `/Declare/taskList`: the member's declarations with their status, paged. */
export default async function TaskListPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const pageNum = parseId(query.pageNum ?? null) ?? 1;
  const pageSize = (PAGE_SIZES as readonly number[]).includes(Number(query.pageSize)) ? Number(query.pageSize) : DEFAULT_PAGE_SIZE;
  const { rows, total } = await getMyDeclarations(locale, '/Declare/taskList', pageNum, pageSize);
  return <DeclarationList rows={rows} total={total} pageNum={pageNum} pageSize={pageSize} />;
}
