'use client';

import { Alert, Box, Button, CircularProgress, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { fenOf, yuanOf } from '@/lib/format/money';
import { ApiError } from '@/lib/http/request';
import type { OnlineChannel } from '@/lib/payments/payment-provider';
import { startPayment, type OrderInput } from '../client/api';
import { TRANSFER_PURPOSES } from '../contract';
import { TransferNumber } from './transfer-number';
import { useOrderState } from './use-order-state';
import { WechatCode } from './wechat-code';

type Channel = OnlineChannel | 'offline';

/**
 * The pay step of an approved application: the fee, the channels the portal takes (the online
 * ones the settings switch on, and the bank transfer), and the payment as it goes. Alipay and
 * WeChat on a phone open the provider's page; WeChat on a computer shows its QR code here. The
 * step asks for the order's state until it is paid, then draws the page again: the payer is a
 * member. `orderNo` is the order a payer returns from the provider's page with.
 */
export function PayStep({
  refId,
  purpose,
  amount,
  channels,
  orderNo: returning,
  offline,
}: {
  refId: number;
  purpose: OrderInput['purpose'];
  /** In yuan, as the fee settings give it. */
  amount: string;
  channels: OnlineChannel[];
  orderNo?: string;
  /** The bank transfer's form: the payer's details and the receipt. */
  offline: ReactNode;
}) {
  const t = useTranslations('member.pay');
  const router = useRouter();
  const [channel, setChannel] = useState<Channel>(channels[0] ?? 'offline');
  const [started, setStarted] = useState<{ orderNo: string; codeUrl?: string } | null>(returning ? { orderNo: returning } : null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const order = useOrderState(started?.orderNo, () => router.refresh());

  async function pay(online: OnlineChannel) {
    setBusy(true);
    setProblem('');
    try {
      const answer = await startPayment({ purpose, refId, channel: online });
      if (answer.payUrl) {
        window.location.assign(answer.payUrl);
        return;
      }
      setStarted({ orderNo: answer.orderNo, codeUrl: answer.codeUrl });
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : String(error));
    }
    setBusy(false);
  }

  const choose = (next: Channel | null) => {
    if (!next) return;
    setChannel(next);
    setStarted(null);
    setProblem('');
  };

  return (
    <Stack spacing={2}>
      <Typography>{t(`amount.${purpose}`, { amount: yuanOf(fenOf(amount) ?? 0) })}</Typography>
      <ToggleButtonGroup exclusive value={channel} onChange={(_, next: Channel | null) => choose(next)} aria-label={t('channel')}>
        {[...channels, 'offline' as const].map((option) => (
          <ToggleButton key={option} value={option} sx={{ px: 2 }}>
            {t(`channels.${option}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {order.state === 'paid' ? (
        <Alert severity="success" role="status">
          {t(`paid.${purpose}`)}
        </Alert>
      ) : channel === 'offline' ? (
        <>
          {TRANSFER_PURPOSES.includes(purpose) ? <TransferNumber purpose={purpose} refId={refId} /> : null}
          {offline}
        </>
      ) : (
        <>
          {started?.codeUrl ? (
            <Box>
              <WechatCode text={started.codeUrl} label={t('scan')} />
              <Typography variant="body2" color="text.secondary">
                {t('scan')}
              </Typography>
            </Box>
          ) : (
            <Box>
              <Button variant="contained" disabled={busy} onClick={() => void pay(channel)}>
                {t('go', { channel: t(`channels.${channel}`) })}
              </Button>
            </Box>
          )}
          {started && order.state !== 'closed' ? (
            <Alert severity="info" icon={<CircularProgress size={18} />} role="status">
              {t('waiting')}
            </Alert>
          ) : null}
          {order.state === 'closed' ? <Alert severity="warning">{t('closed')}</Alert> : null}
        </>
      )}
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}
    </Stack>
  );
}
