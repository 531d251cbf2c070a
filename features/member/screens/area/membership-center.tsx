'use client';

import { Alert, Box, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/i18n/link';
import { addMember, addOrg, checkMember, checkOrg, submitPayInfo, type DictOption, type MyApplication } from '@/features/member/client/api';
import { canApply, membershipStep } from '@/lib/rules/member-rules';
import type { OnlineChannel } from '@/lib/payments/payment-provider';
import { PayStep } from '@/features/member/payment/screens/pay-step';
import { ApplicationForm } from './application-form';
import { individualFields, orgFields, paymentFields } from './form-specs';
import { MembershipStatus } from './membership-status';

/**
 * `/Membership`: where the applicant stands and the one thing to do next: fill in an
 * individual or organisation application, wait for review, submit payment, or use the
 * member area.
 */
export function MembershipCenter({
  info,
  dictionaries,
  today,
  channels,
  orderNo,
}: {
  info: MyApplication;
  dictionaries: Record<string, DictOption[]>;
  today: string;
  /** The online channels the portal takes; the bank transfer is always offered. */
  channels: OnlineChannel[];
  /** The order a payer returns from the provider's page with. */
  orderNo?: string;
}) {
  const t = useTranslations('member');
  const step = membershipStep(info);
  const [tab, setTab] = useState<'member' | 'org'>('member');
  const fee = info.type === 'org' ? info.fees.org : info.fees.member;

  return (
    <Stack spacing={3}>
      <MembershipStatus info={info} />
      {step === 'member' ? (
        <Typography>
          <Link href="/Declare/tableInput">{t('goDeclare')}</Link> · <Link href="/personal">{t('goPersonal')}</Link>
        </Typography>
      ) : null}
      {step === 'pay' && info.application && info.type ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('pay.title')}
          </Typography>
          <PayStep
            refId={info.application.id}
            purpose="membership"
            amount={fee}
            channels={channels}
            orderNo={orderNo}
            offline={
              <>
                <Alert severity="info">{info.payee}</Alert>
                <ApplicationForm
                  fields={paymentFields}
                  dictionaries={dictionaries}
                  initial={{ payTime: today, amount: fee }}
                  extraBody={{ applicationId: info.application.id, type: info.type }}
                  calls={[submitPayInfo]}
                  submitLabel={t('payment.submit')}
                  successMessage={t('payment.submitted')}
                />
              </>
            }
          />
        </Paper>
      ) : null}
      {canApply(step) ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('apply.title')}
          </Typography>
          <Tabs value={tab} onChange={(_, next) => setTab(next)} sx={{ mb: 2 }}>
            <Tab value="member" label={t('apply.individual')} />
            <Tab value="org" label={t('apply.organisation')} />
          </Tabs>
          <Box hidden={tab !== 'member'}>
            <ApplicationForm
              fields={individualFields}
              dictionaries={dictionaries}
              calls={[checkMember, addMember]}
              submitLabel={t('apply.submit')}
              successMessage={t('apply.submitted')}
            />
          </Box>
          <Box hidden={tab !== 'org'}>
            <ApplicationForm
              fields={orgFields}
              dictionaries={dictionaries}
              calls={[checkOrg, addOrg]}
              submitLabel={t('apply.submit')}
              successMessage={t('apply.submitted')}
            />
          </Box>
        </Paper>
      ) : null}
    </Stack>
  );
}
