'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useConfirm } from '@/components/admin/list/confirm-dialog';
import { unlessRefused } from '@/components/admin/list/unless-refused';
import { useStableCallback } from '@/components/admin/list/use-stable-callback';
import type { Application } from '@/features/member/client/api';
import {
  approveApplication,
  confirmPayment,
  rejectApplication,
  rejectPayment,
  type ApplicationRef,
} from '@/features/member/application/client/api';
import type { ApplicationType } from '@/lib/rules/member-rules';
import { notify } from '@/lib/notify';
import { DETAIL_KEY } from './application-detail-dialog';
import type { ReasonRequest } from './reason-dialog';
import { applicantNameOf, type ReviewAction } from './application-fields';

/** The query-cache key of one kind's application list. */
export const applicationListKey = (type: ApplicationType) => `sign-applications-${type}`;

const DONE_MESSAGES: Record<ReviewAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  confirmPay: 'paymentConfirmed',
  rejectPay: 'paymentRejected',
};

/**
 * The reviewer's decisions on an application: 通过 and 确认缴费 after a confirm box (a refusal
 * is told by the request helper), 驳回 and 驳回缴费 through the reason dialog this returns the
 * state of. Each decision reloads the list and any open detail.
 */
export function useReviewDecisions(type: ApplicationType) {
  const t = useTranslations('admin.sign');
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [reasonRequest, setReasonRequest] = useState<ReasonRequest | null>(null);

  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [applicationListKey(type)] }),
      queryClient.invalidateQueries({ queryKey: [DETAIL_KEY] }),
    ]);
  const done = (action: ReviewAction) => {
    notify('success', t(DONE_MESSAGES[action]));
    return reload();
  };

  const confirmed = async (action: 'approve' | 'confirmPay', ref: ApplicationRef, name: string) => {
    if (!(await confirm({ message: t(`${action}Confirm`, { name }) }))) return;
    if ((await unlessRefused(() => (action === 'approve' ? approveApplication(ref) : confirmPayment(ref)))) === null) return;
    await done(action);
  };

  // Stable, so the list's columns can depend on it.
  const decide = useStableCallback((action: ReviewAction, application: Application) => {
    const ref = { id: application.id, type };
    const name = applicantNameOf(type, application);
    if (action === 'approve' || action === 'confirmPay') return void confirmed(action, ref, name);
    setReasonRequest({
      action,
      applicant: name,
      send: async (reason) => {
        await (action === 'reject' ? rejectApplication(ref, reason) : rejectPayment(ref, reason));
        setReasonRequest(null);
        await done(action);
      },
    });
  });

  return { decide, reasonRequest, closeReason: () => setReasonRequest(null) };
}
