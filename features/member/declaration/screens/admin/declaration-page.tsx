'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SectionTabs } from '@/features/member/screens/section-tabs';
import { DeclarationList } from './declaration-list';
import { TemplateList } from './template-list';

const SECTIONS = ['declarations', 'templates'] as const;
type Section = (typeof SECTIONS)[number];

/** 申报管理 (`bll/declare/index`): the submitted declarations to review, and the templates members download. */
export default function DeclarationPage() {
  const t = useTranslations('admin.declareReview');
  const [section, setSection] = useState<Section>('declarations');
  return (
    <SectionTabs
      label={t('tabs')}
      tabs={SECTIONS.map((one) => ({ value: one, label: t(`tab.${one}`) }))}
      value={section}
      onChange={setSection}
    >
      {section === 'declarations' ? <DeclarationList /> : <TemplateList />}
    </SectionTabs>
  );
}
