'use client';

import { Alert, Box, Button } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { yuanOf } from '@/lib/format/money';
import { ApiError } from '@/lib/http/request';
import { startPayment, type OrderInput } from '../client/api';

/**
 * A bank transfer's order number, asked for when the payer wants it: written in the transfer's
 * remark, it lets the association match the money with the application at once.
 */
export function TransferNumber({ purpose, refId }: { purpose: OrderInput['purpose']; refId: number }) {
  const t = useTranslations('member.pay.transfer');
  const [order, setOrder] = useState<{ orderNo: string; amount: number } | null>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function ask() {
    setBusy(true);
    setProblem('');
    try {
      setOrder(await startPayment({ purpose, refId, channel: 'offline' }));
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : String(error));
    }
    setBusy(false);
  }

  if (order)
    return (
      <Alert severity="info" role="status">
        {t('hint', { orderNo: order.orderNo, amount: yuanOf(order.amount) })}
      </Alert>
    );
  return (
    <Box>
      <Alert
        severity="info"
        action={
          <Button onClick={() => void ask()} disabled={busy}>
            {t('ask')}
          </Button>
        }
      >
        {t('why')}
      </Alert>
      {problem ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      ) : null}
    </Box>
  );
}
