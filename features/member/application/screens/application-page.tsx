'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import type { ApplicationRef } from '@/features/member/application/client/api';
import { APPLICATION_TYPES, type ApplicationType } from '@/lib/rules/member-rules';
import { SectionTabs } from '@/features/member/screens/section-tabs';
import { ApplicationDetailDialog } from './application-detail-dialog';
import { ApplicationList } from './application-list';

/** 会员审核 (`bll/sign/index`): individual and organisation applications, one tab each. */
export default function ApplicationPage() {
  const t = useTranslations('admin.sign');
  const [type, setType] = useState<ApplicationType>('member');
  const [detail, setDetail] = useState<ApplicationRef | null>(null);
  const openDetail = useCallback((ref: ApplicationRef) => setDetail(ref), []);
  return (
    <>
      <SectionTabs
        label={t('tabs')}
        tabs={APPLICATION_TYPES.map((kind) => ({ value: kind, label: t(`tab.${kind}`) }))}
        value={type}
        onChange={setType}
      >
        <ApplicationList key={type} type={type} onDetail={openDetail} />
      </SectionTabs>
      <ApplicationDetailDialog target={detail} onClose={() => setDetail(null)} />
    </>
  );
}
