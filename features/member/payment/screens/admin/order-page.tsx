'use client';

import { Button } from '@mui/material';
import UndoIcon from '@mui/icons-material/UndoOutlined';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { columnsOf } from '@/components/admin/list/columns';
import { ACTIONS_COLUMN } from '@/components/admin/list/data-table';
import { DictTag } from '@/components/admin/list/dict-tag';
import { ButtonRow, ExportButton } from '@/components/admin/list/list-buttons';
import { ListFrame } from '@/components/admin/list/list-frame';
import { QueryFields } from '@/components/admin/list/query-fields';
import { RowButtons } from '@/components/admin/list/row-actions';
import { useListQuery } from '@/components/admin/list/use-list-query';
import { HasPermi } from '@/components/admin/permission';
import { downloadExport } from '@/lib/http/download';
import { yuanOf } from '@/lib/format/money';
import { listOrders, ORDER_EXPORT_PATH, type OrderWire } from '../../client/api';
import { OrderDetailDialog } from './order-detail-dialog';
import { ORDER_CHANNELS, ORDER_LIST_KEY, ORDER_PURPOSES, ORDER_STATES, optionsOf, refundableOf } from './order-labels';
import { RefundDialog } from './refund-dialog';

const FILTERS = { orderNo: '', createBy: '', state: '', channel: '', purpose: '' };

/**
 * 订单管理 (`pay/order/index`): every online and offline order, by number, member, state, channel,
 * purpose and day; each with its detail (the providers' own answers) and, once paid, its refund.
 */
export default function OrderPage() {
  const t = useTranslations('admin.order');
  const common = useTranslations('admin.common');
  const [detail, setDetail] = useState<string | null>(null);
  const [refunding, setRefunding] = useState<OrderWire | null>(null);
  const list = useListQuery<OrderWire, typeof FILTERS>({ key: ORDER_LIST_KEY, fetch: listOrders, filters: FILTERS });
  const states = useMemo(() => optionsOf(ORDER_STATES, (value) => t(`states.${value}`)), [t]);
  const channels = useMemo(() => optionsOf(ORDER_CHANNELS, (value) => t(`channels.${value}`)), [t]);
  const purposes = useMemo(() => optionsOf(ORDER_PURPOSES, (value) => t(`purposes.${value}`)), [t]);

  const columns = useMemo(
    () =>
      columnsOf<OrderWire>(t, [
        { key: 'orderNo', label: t('fields.orderNo') },
        { key: 'createBy', label: t('fields.createBy') },
        { key: 'subject', label: t('fields.subject') },
        { key: 'amount', label: t('fields.amount'), render: (row) => yuanOf(row.amount) },
        { key: 'channel', label: t('fields.channel'), render: (row) => <DictTag options={channels} value={row.channel} /> },
        { key: 'state', label: t('fields.state'), render: (row) => <DictTag options={states} value={row.state} /> },
        { key: 'refundedAmount', label: t('fields.refundedAmount'), render: (row) => yuanOf(row.refundedAmount) },
        { key: 'createTime', label: t('fields.createTime') },
        { key: 'paidTime', label: t('fields.paidTime') },
        {
          key: ACTIONS_COLUMN,
          label: common('actions'),
          render: (row) => (
            <RowButtons>
              <HasPermi value={['pay:order:query']}>
                <Button size="small" startIcon={<ViewIcon />} onClick={() => setDetail(row.orderNo)}>
                  {t('detail')}
                </Button>
              </HasPermi>
              {refundableOf(row) > 0 ? (
                <HasPermi value={['pay:order:refund']}>
                  <Button size="small" color="error" startIcon={<UndoIcon />} onClick={() => setRefunding(row)}>
                    {t('refund')}
                  </Button>
                </HasPermi>
              ) : null}
            </RowButtons>
          ),
        },
      ]),
    [t, common, states, channels],
  );

  return (
    <ListFrame
      list={list}
      label={t('table')}
      columns={columns}
      rowKey={(row) => row.orderNo}
      queryFields={
        <QueryFields
          fields={[
            { name: 'orderNo', label: t('fields.orderNo') },
            { name: 'createBy', label: t('fields.createBy') },
            { name: 'state', options: states, label: t('fields.state') },
            { name: 'channel', options: channels, label: t('fields.channel') },
            { name: 'purpose', options: purposes, label: t('fields.purpose') },
            { dateRange: 'fields.createTime' },
          ]}
          list={list}
          t={t}
        />
      }
      buttons={(toolbar) => (
        <ButtonRow>
          <ExportButton
            permission="pay:order:export"
            onClick={() => void downloadExport(ORDER_EXPORT_PATH, list.params, `${t('exportName')}_${Date.now()}.xlsx`)}
          />
          {toolbar}
        </ButtonRow>
      )}
    >
      <OrderDetailDialog orderNo={detail} onClose={() => setDetail(null)} labels={{ states, channels, purposes }} />
      <RefundDialog order={refunding} onClose={() => setRefunding(null)} />
    </ListFrame>
  );
}
