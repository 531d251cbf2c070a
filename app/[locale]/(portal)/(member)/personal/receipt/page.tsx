import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MemberPage } from '@/components/member/member-page';
import { getMyOrder, getProfile } from '@/features/member/member-area';
import { RECEIPT_STATES } from '@/features/member/payment/screens/my-payments';
import { Receipt } from '@/features/member/payment/screens/receipt';
import { memberMetadata } from '@/lib/seo/member-metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ orderNo?: string }> };

// The reader's own order: rendered with their token, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props) {
  return memberMetadata((await params).locale, 'receipt.title');
}

/** `/personal/receipt?orderNo=…`: the receipt of one of the reader's paid orders. */
export default async function ReceiptPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { orderNo = '' } = await searchParams;
  const returnPath = `/personal/receipt?orderNo=${encodeURIComponent(orderNo)}`;
  const [order, profile] = await Promise.all([getMyOrder(locale, returnPath, orderNo), getProfile(locale, returnPath)]);
  if (!order || !RECEIPT_STATES.includes(order.state)) notFound();
  const t = await getTranslations('member');
  return (
    <MemberPage title={t('receipt.title')}>
      <Receipt order={order} payer={profile.user.nickName} />
    </MemberPage>
  );
}
