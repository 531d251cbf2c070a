'use client';

import { Alert, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { MyApplication } from '@/features/member/client/api';
import { membershipStep } from '@/lib/rules/member-rules';

/** The applicant's status in one line, with the reviewer's reason when there is one, and the next step. */
export function MembershipStatus({ info }: { info: MyApplication }) {
  const t = useTranslations('member');
  const step = membershipStep(info);
  const application = info.application;
  const severity = step === 'member' ? 'success' : step === 'rejected' ? 'error' : step === 'apply' ? 'info' : 'warning';
  return (
    <Alert severity={severity} data-testid="membership-status">
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {t(`status.${step}`, { validUntil: String(application?.validUntil ?? '') })}
      </Typography>
      {application?.reason ? <Typography component="p">{t('reason', { reason: String(application.reason) })}</Typography> : null}
      <Typography component="p">{t(`next.${step}`)}</Typography>
    </Alert>
  );
}
