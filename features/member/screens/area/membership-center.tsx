'use client';

import { Alert, Box, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/i18n/link';
import { addMember, addOrg, checkMember, checkOrg, submitPayInfo, type DictOption, type MyApplication } from '@/features/member/client/api';
import { canApply, membershipStep } from '@/lib/rules/member-rules';
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
}: {
  info: MyApplication;
  dictionaries: Record<string, DictOption[]>;
  today: string;
}) {
  const t = useTranslations('member');
  const step = membershipStep(info);
  const [tab, setTab] = useState<'member' | 'org'>('member');

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
            {t('payment.title')}
          </Typography>
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('payment.fee', { amount: info.type === 'org' ? info.fees.org : info.fees.member })} {info.payee}
          </Alert>
          <ApplicationForm
            fields={paymentFields}
            dictionaries={dictionaries}
            initial={{ payTime: today, amount: info.type === 'org' ? info.fees.org : info.fees.member }}
            extraBody={{ applicationId: info.application.id, type: info.type }}
            calls={[submitPayInfo]}
            submitLabel={t('payment.submit')}
            successMessage={t('payment.submitted')}
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
