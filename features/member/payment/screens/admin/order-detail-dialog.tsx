'use client';

import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { DataTable, type Column } from '@/components/admin/list/data-table';
import { DictTag } from '@/components/admin/list/dict-tag';
import { ViewDialog, useShownWhileClosing } from '@/components/admin/list/view-dialog';
import type { DictOption } from '@/lib/dictionary';
import { yuanOf } from '@/lib/format/money';
import { DetailGrid, DetailSection } from '@/features/member/screens/detail-parts';
import { readOrder, type OrderDetail } from '../../client/api';
import type { PayEventWire, RefundWire } from '../../contract';
import { ORDER_DETAIL_KEY } from './order-labels';

interface Labels {
  states: DictOption[];
  channels: DictOption[];
  purposes: DictOption[];
}

/** 订单详情: the order, what was given back, and every start, notification, query, close and refund with the provider's own words. */
export function OrderDetailDialog({ orderNo, onClose, labels }: { orderNo: string | null; onClose: () => void; labels: Labels }) {
  const t = useTranslations('admin.order');
  const shown = useShownWhileClosing(orderNo);
  const answer = useQuery({ queryKey: [ORDER_DETAIL_KEY, shown], queryFn: () => readOrder(shown!), enabled: shown !== null });
  return (
    <ViewDialog open={orderNo !== null} title={t('detailTitle')} namespace="admin.order" onClose={onClose} loading={answer.isFetching}>
      {answer.data ? <DetailBody order={answer.data} labels={labels} /> : null}
    </ViewDialog>
  );
}

function DetailBody({ order, labels }: { order: OrderDetail; labels: Labels }) {
  const t = useTranslations('admin.order');
  const refundColumns = useMemo<Column<RefundWire>[]>(
    () => [
      { key: 'refundNo', label: t('refunds.refundNo') },
      { key: 'amount', label: t('refunds.amount'), render: (row) => yuanOf(row.amount) },
      { key: 'reason', label: t('refunds.reason') },
      { key: 'state', label: t('refunds.state'), render: (row) => t(`refunds.states.${row.state}`) },
      { key: 'createBy', label: t('refunds.createBy') },
      { key: 'createTime', label: t('refunds.createTime') },
    ],
    [t],
  );
  const eventColumns = useMemo<Column<PayEventWire>[]>(
    () => [
      { key: 'createTime', label: t('events.createTime') },
      { key: 'kind', label: t('events.kind'), render: (row) => t(`events.kinds.${row.kind}`) },
      { key: 'toState', label: t('events.toState'), render: (row) => <DictTag options={labels.states} value={row.toState} /> },
      { key: 'createBy', label: t('events.createBy') },
      {
        key: 'detail',
        label: t('events.detail'),
        render: (row) => (
          <Box
            component="pre"
            title={row.detail}
            sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 120, overflow: 'auto' }}
          >
            {row.detail}
          </Box>
        ),
      },
    ],
    [t, labels.states],
  );
  return (
    <>
      <DetailSection title={t('sections.order')}>
        <DetailGrid
          items={[
            { label: t('fields.orderNo'), value: order.orderNo },
            { label: t('fields.createBy'), value: order.createBy },
            { label: t('fields.purpose'), value: <DictTag options={labels.purposes} value={order.purpose} /> },
            { label: t('fields.subject'), value: order.subject },
            { label: t('fields.amount'), value: yuanOf(order.amount) },
            { label: t('fields.refundedAmount'), value: yuanOf(order.refundedAmount) },
            { label: t('fields.channel'), value: <DictTag options={labels.channels} value={order.channel} /> },
            { label: t('fields.state'), value: <DictTag options={labels.states} value={order.state} /> },
            { label: t('fields.transactionId'), value: order.transactionId },
            { label: t('fields.createTime'), value: order.createTime },
            { label: t('fields.paidTime'), value: order.paidTime },
            { label: t('fields.closedTime'), value: order.closedTime },
          ]}
        />
      </DetailSection>
      <DetailSection title={t('sections.refunds')}>
        {order.refunds?.length ? (
          <DataTable label={t('refundsTable')} columns={refundColumns} rows={order.refunds} rowKey={(row) => row.id} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('noRefunds')}
          </Typography>
        )}
      </DetailSection>
      <DetailSection title={t('sections.events')}>
        <DataTable label={t('eventsTable')} columns={eventColumns} rows={order.events ?? []} rowKey={(row) => row.id} />
      </DetailSection>
    </>
  );
}
