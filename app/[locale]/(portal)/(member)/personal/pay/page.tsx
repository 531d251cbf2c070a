import { Alert, Paper, Typography } from '@mui/material';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MemberPage } from '@/components/member/member-page';
import { Link } from '@/i18n/link';
import { getMySignups, getPayChannels } from '@/features/member/member-area';
import { PayStep } from '@/features/member/payment/screens/pay-step';
import { inLocale } from '@/lib/content/in-locale';
import { memberMetadata } from '@/lib/seo/member-metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ signupId?: string; orderNo?: string }> };

// The reader's own sign-up: rendered with their token, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props) {
  return memberMetadata((await params).locale, 'pay.activityTitle');
}

/** `/personal/pay?signupId=…`: paying the price of one of the reader's activity sign-ups. */
export default async function ActivityPayPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { signupId = '', orderNo } = await searchParams;
  const returnPath = `/personal/pay?signupId=${encodeURIComponent(signupId)}`;
  const [signups, channels] = await Promise.all([getMySignups(locale, returnPath), getPayChannels(locale, returnPath)]);
  const signup = signups.find((one) => String(one.id) === signupId);
  if (!signup || signup.payState === '') notFound();
  const t = await getTranslations('member');
  return (
    <MemberPage title={t('pay.activityTitle')}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {inLocale(signup.title, signup.titleEs, locale)}
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          {signup.startTime.slice(0, 16)} · {inLocale(signup.place, signup.placeEs, locale)}
        </Typography>
        {signup.payState === 'paid' ? (
          <Alert severity="success" role="status" data-testid="activity-paid">
            {t('activity.paid')} · <Link href="/personal">{t('goPersonal')}</Link>
          </Alert>
        ) : (
          <PayStep
            refId={signup.id}
            purpose="activity"
            amount={signup.amount}
            channels={channels}
            orderNo={orderNo}
            offline={<Alert severity="info">{t('pay.activityOffline')}</Alert>}
          />
        )}
      </Paper>
    </MemberPage>
  );
}
