'use client';

import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { DataTable, type Column } from '@/components/admin/list/data-table';
import { DictTag } from '@/components/admin/list/dict-tag';
import { useDict } from '@/components/admin/list/use-dict';
import { ViewDialog, useShownWhileClosing } from '@/components/admin/list/view-dialog';
import type { DictOption, Payment } from '@/features/member/client/api';
import {
  getApplicationDetail,
  type ApplicationDetail,
  type ApplicationRef,
  type ApplicationStep,
} from '@/features/member/application/client/api';
import { DICT_TYPES } from '@/lib/rules/member-rules';
import { DetailGrid, DetailSection, FileLink } from '@/features/member/screens/detail-parts';
import { APPLICATION_FIELDS, REVIEW_FIELDS, ordinalsByKind, type ApplicationField } from './application-fields';

/** The detail's key in the query cache; a decision invalidates it with the lists. */
export const DETAIL_KEY = 'sign-detail';

/** Free text that reads better on a line of its own. */
const WIDE_FIELDS = new Set(['address', 'businessScope', 'certificates', 'reason']);

/**
 * 申请详情: every field of one application, its applicant's account, the uploaded files as
 * download links, the payments submitted, and the history of every step with who and when.
 */
export function ApplicationDetailDialog({ target, onClose }: { target: ApplicationRef | null; onClose: () => void }) {
  const t = useTranslations('admin.sign');
  const shown = useShownWhileClosing(target);
  const answer = useQuery({ queryKey: [DETAIL_KEY, shown], queryFn: () => getApplicationDetail(shown!), enabled: shown !== null });
  return (
    <ViewDialog open={target !== null} title={t('detailTitle')} namespace="admin.sign" onClose={onClose} loading={answer.isFetching}>
      {answer.data ? <DetailBody detail={answer.data} /> : null}
    </ViewDialog>
  );
}

function DetailBody({ detail }: { detail: ApplicationDetail }) {
  const t = useTranslations('admin.sign');
  const sex = useDict(DICT_TYPES.sex);
  const speciality = useDict(DICT_TYPES.speciality);
  const orgSize = useDict(DICT_TYPES.orgSize);
  const statuses = useDict(DICT_TYPES.signStatus);
  const payMethods = useDict(DICT_TYPES.payMethod);
  const dicts: Record<string, DictOption[]> = {
    [DICT_TYPES.sex]: sex,
    [DICT_TYPES.speciality]: speciality,
    [DICT_TYPES.orgSize]: orgSize,
    [DICT_TYPES.signStatus]: statuses,
  };
  const { application, applicant } = detail;
  const ordinals = ordinalsByKind(detail.files);
  const item = (field: ApplicationField) => ({
    label: t(`fields.${field.key}`),
    value: field.dict ? <DictTag options={dicts[field.dict] ?? []} value={application[field.key]} /> : application[field.key],
    wide: WIDE_FIELDS.has(field.key),
  });

  const paymentColumns = useMemo<Column<Payment>[]>(
    () => [
      { key: 'payer', label: t('payment.payer') },
      { key: 'amount', label: t('payment.amount') },
      { key: 'method', label: t('payment.method'), render: (row) => <DictTag options={payMethods} value={row.method} /> },
      { key: 'reference', label: t('payment.reference') },
      { key: 'payTime', label: t('payment.payTime') },
      { key: 'createTime', label: t('payment.createTime') },
      { key: 'confirmBy', label: t('payment.confirmBy') },
      { key: 'confirmTime', label: t('payment.confirmTime') },
    ],
    [t, payMethods],
  );
  const historyColumns = useMemo<Column<ApplicationStep>[]>(
    () => [
      { key: 'createTime', label: t('history.createTime') },
      { key: 'action', label: t('history.action'), render: (row) => t(`actions.${row.action}`) },
      { key: 'createBy', label: t('history.createBy') },
      {
        key: 'status',
        label: t('history.status'),
        render: (row) => (
          <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            {row.fromStatus === null ? null : (
              <>
                <DictTag options={statuses} value={row.fromStatus} />→
              </>
            )}
            <DictTag options={statuses} value={row.toStatus} />
          </Box>
        ),
      },
      { key: 'reason', label: t('history.reason') },
    ],
    [t, statuses],
  );

  return (
    <>
      <DetailSection title={t('sections.application')}>
        <DetailGrid items={APPLICATION_FIELDS[detail.type].map(item)} />
      </DetailSection>
      <DetailSection title={t('sections.review')}>
        <DetailGrid items={REVIEW_FIELDS.map(item)} />
      </DetailSection>
      <DetailSection title={t('sections.applicant')}>
        <DetailGrid
          items={[
            { label: t('applicant.userName'), value: applicant?.userName },
            { label: t('applicant.nickName'), value: applicant?.nickName },
            { label: t('applicant.phonenumber'), value: applicant?.phonenumber },
          ]}
        />
      </DetailSection>
      <DetailSection title={t('sections.files')}>
        {detail.files.length ? (
          <DetailGrid
            items={detail.files.map((file, index) => ({
              label: [t(`fileKinds.${file.kind}`), ordinals[index]].filter((part) => part !== null).join(' '),
              value: (
                <FileLink fileName={file.fileName} originalFilename={file.originalFilename} size={file.size} missing={t('fileMissing')} />
              ),
              wide: true,
            }))}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('noFiles')}
          </Typography>
        )}
      </DetailSection>
      <DetailSection title={t('sections.payments')}>
        {detail.payments.length ? (
          <DataTable label={t('paymentsTable')} columns={paymentColumns} rows={detail.payments} rowKey={(row) => Number(row.id)} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('noPayments')}
          </Typography>
        )}
      </DetailSection>
      <DetailSection title={t('sections.history')}>
        <DataTable label={t('historyTable')} columns={historyColumns} rows={detail.history} rowKey={(row) => row.id} />
      </DetailSection>
    </>
  );
}
