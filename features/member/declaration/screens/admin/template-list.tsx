'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { ColumnSpec } from '@/components/admin/list/columns';
import { ListScreen } from '@/components/admin/list/list-screen';
import { useDict } from '@/components/admin/list/use-dict';
import { templateRows, type DeclarationTemplate } from '@/features/member/declaration/client/api';
import { FileLink } from '@/features/member/screens/detail-parts';
import { TemplateForm } from './template-form';

/** Publishing templates is part of running declarations, so every change needs the reviewers' permission. */
const MANAGE = { all: 'bll:declare:review' };
const editingOf = (template: DeclarationTemplate | null) => ({ template });

/** 申报模板: the forms members download on the fileDownload page, in its order, with add, edit and delete. */
export function TemplateList() {
  const t = useTranslations('admin.declareReview.template');
  const statuses = useDict('sys_show_hide');

  const columns = useMemo<ColumnSpec<DeclarationTemplate>[]>(
    () => [
      'id',
      { key: 'title', label: t('title'), align: 'left' },
      {
        key: 'fileName',
        label: t('file'),
        render: (row) => (
          <FileLink fileName={row.fileName} originalFilename={row.originalFilename} size={row.size} missing={t('fileMissing')} />
        ),
      },
      'orderNum',
      { key: 'status', dict: statuses },
      'createTime',
    ],
    [t, statuses],
  );

  return (
    <ListScreen
      namespace="admin.declareReview.template"
      api={templateRows}
      permission={MANAGE}
      columns={columns}
      tableLabel={t('table')}
      toolbarEdit={false}
      chooseColumns={false}
      queryFields={['title', { name: 'status', options: statuses }]}
      editingOf={editingOf}
      form={({ editing, onClose, onSave }) => <TemplateForm target={editing} onClose={onClose} onSave={onSave} />}
    />
  );
}
