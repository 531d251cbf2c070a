'use client';

import { Alert, Grid, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { problemMessages, problemsFound, tooLongProblem } from '@/components/admin/list/field-problems';
import { FormDialog } from '@/components/admin/list/form-dialog';
import { FormTextField } from '@/components/admin/list/form-text-field';
import { useDialogForm } from '@/components/admin/list/use-dialog-form';
import { fenOf, yuanOf } from '@/lib/format/money';
import { notify } from '@/lib/notify';
import { refundOrder, type OrderWire } from '../../client/api';
import { ORDER_DETAIL_KEY, ORDER_LIST_KEY, refundableOf } from './order-labels';

const REASON_MAX = 80;

/**
 * 退款: how much of what is left to give back (all of it to start with) and why. Giving back the
 * whole of a membership fee ends the membership, and the dialog says so before it is sent; the
 * provider's refusal stays in the dialog. A bank transfer's refund is made by transfer, and the
 * dialog records it.
 */
export function RefundDialog({ order, onClose }: { order: OrderWire | null; onClose: () => void }) {
  const t = useTranslations('admin.order');
  const queries = useQueryClient();
  const initial = useMemo(() => (order ? { order, amount: yuanOf(refundableOf(order)), reason: '' } : null), [order]);
  const form = useDialogForm(
    initial,
    ({ order: target, amount, reason }) => {
      const fen = fenOf(amount);
      return problemMessages(
        problemsFound({
          amount: fen === null || fen < 1 ? { key: 'amountInvalid' } : fen > refundableOf(target) ? { key: 'amountTooLarge' } : undefined,
          reason: reason.trim() ? tooLongProblem(reason, REASON_MAX) : { key: 'reasonRequired' },
        }),
        t,
      );
    },
    async ({ order: target, amount, reason }) => {
      await refundOrder({ orderNo: target.orderNo, amount: fenOf(amount)!, reason: reason.trim() });
      notify('success', t('refunded'));
      await queries.invalidateQueries({ queryKey: [ORDER_LIST_KEY] });
      await queries.invalidateQueries({ queryKey: [ORDER_DETAIL_KEY] });
      onClose();
    },
  );
  const { values } = form;
  if (!values) return null;
  const left = refundableOf(values.order);
  const endsMembership = values.order.purpose === 'membership' && fenOf(values.amount) === left;
  return (
    <FormDialog open={order !== null} title={t('refundTitle')} namespace="admin.order" onClose={onClose} form={form} maxWidth="xs">
      <Grid size={12}>
        <Typography variant="body2">
          {t(values.order.channel === 'offline' ? 'refundPromptTransfer' : 'refundPrompt', {
            orderNo: values.order.orderNo,
            subject: values.order.subject,
            left: yuanOf(left),
          })}
        </Typography>
      </Grid>
      <FormTextField form={form} name="amount" required autoFocus label={t('refundAmount')} inputMode="decimal" />
      <FormTextField form={form} name="reason" required multiline minRows={2} label={t('refundReason')} />
      {endsMembership ? (
        <Grid size={12}>
          <Alert severity="warning" role="alert">
            {t('endsMembership')}
          </Alert>
        </Grid>
      ) : null}
    </FormDialog>
  );
}
