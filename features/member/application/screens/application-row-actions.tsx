'use client';

import { Button } from '@mui/material';
import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import CloseIcon from '@mui/icons-material/HighlightOffOutlined';
import PaidIcon from '@mui/icons-material/PaidOutlined';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { RowButtons } from '@/components/admin/list/row-actions';
import { HasPermi } from '@/components/admin/permission';
import { reviewActionsOf, type ReviewAction } from './application-fields';

const ICONS: Record<ReviewAction, ReactNode> = {
  approve: <CheckIcon />,
  reject: <CloseIcon />,
  confirmPay: <PaidIcon />,
  rejectPay: <CloseIcon />,
};

const COLOURS: Record<ReviewAction, 'success' | 'error'> = {
  approve: 'success',
  reject: 'error',
  confirmPay: 'success',
  rejectPay: 'error',
};

/** A row's 详情, and the decisions its status allows (通过/驳回, 确认缴费/驳回缴费), each with its permission. */
export function ApplicationRowActions({
  status,
  onDetail,
  onDecide,
}: {
  status: string;
  onDetail: () => void;
  onDecide: (action: ReviewAction) => void;
}) {
  const t = useTranslations('admin.sign');
  return (
    <RowButtons>
      <HasPermi value={['bll:sign:query']}>
        <Button size="small" startIcon={<ViewIcon />} onClick={onDetail}>
          {t('detail')}
        </Button>
      </HasPermi>
      <HasPermi value={['bll:sign:audit']}>
        {reviewActionsOf(status).map((action) => (
          <Button key={action} size="small" color={COLOURS[action]} startIcon={ICONS[action]} onClick={() => onDecide(action)}>
            {t(action)}
          </Button>
        ))}
      </HasPermi>
    </RowButtons>
  );
}
