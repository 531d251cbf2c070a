'use client';

import { Button } from '@mui/material';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { columnsOf } from '@/components/admin/list/columns';
import { ACTIONS_COLUMN } from '@/components/admin/list/data-table';
import { ListFrame } from '@/components/admin/list/list-frame';
import { ButtonRow, ExportButton } from '@/components/admin/list/list-buttons';
import { QueryFields } from '@/components/admin/list/query-fields';
import { RowButton, RowButtons } from '@/components/admin/list/row-actions';
import { useDict } from '@/components/admin/list/use-dict';
import { useListQuery } from '@/components/admin/list/use-list-query';
import { HasPermi } from '@/components/admin/permission';
import {
  DECLARATION_EXPORT_PATH,
  listDeclarationsForReview,
  reviewDeclaration,
  type DeclarationReview,
  type ReviewedDeclaration,
} from '@/features/member/declaration/client/api';
import { downloadExport } from '@/lib/http/download';
import { DECLARATION_STATUS, DICT_TYPES } from '@/lib/rules/member-rules';
import { notify } from '@/lib/notify';
import { DECLARATION_DETAIL_KEY, DeclarationDetailDialog } from './declaration-detail-dialog';
import { ReviewDialog } from './review-dialog';

const LIST_KEY = 'declare-review';
const FILTERS = { title: '', applicantName: '', declareType: '', status: '' };

/**
 * The declarations members submitted (drafts stay private to them): filters by status, type,
 * title, applicant and submission days; 详情 with the attachments, 审核 of a waiting one, 导出.
 */
export function DeclarationList() {
  const t = useTranslations('admin.declareReview');
  const common = useTranslations('admin.common');
  const queryClient = useQueryClient();
  const types = useDict(DICT_TYPES.declareType);
  const allStatuses = useDict(DICT_TYPES.declareStatus);
  // Reviewers never see drafts, so offering them as a filter would only ever find nothing.
  const statuses = useMemo(() => allStatuses.filter((option) => option.dictValue !== DECLARATION_STATUS.draft), [allStatuses]);
  const list = useListQuery<ReviewedDeclaration, typeof FILTERS>({ key: LIST_KEY, fetch: listDeclarationsForReview, filters: FILTERS });
  const [detailId, setDetailId] = useState<number | null>(null);
  const [reviewing, setReviewing] = useState<ReviewedDeclaration | null>(null);

  const review = async (input: DeclarationReview) => {
    await reviewDeclaration(input);
    setReviewing(null);
    notify('success', t('reviewed'));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [LIST_KEY] }),
      queryClient.invalidateQueries({ queryKey: [DECLARATION_DETAIL_KEY] }),
    ]);
  };

  const columns = useMemo(
    () =>
      columnsOf<ReviewedDeclaration>(t, [
        { key: 'id', label: t('fields.id') },
        { key: 'declareType', label: t('fields.declareType'), dict: types },
        { key: 'title', label: t('fields.title'), align: 'left' },
        { key: 'applicantName', label: t('fields.applicantName') },
        { key: 'employer', label: t('fields.employer') },
        { key: 'phone', label: t('fields.phone') },
        { key: 'files', label: t('fields.fileCount'), render: (row) => row.files.length },
        { key: 'status', label: t('fields.status'), dict: allStatuses },
        { key: 'submitTime', label: t('fields.submitTime') },
        { key: 'reviewBy', label: t('fields.reviewBy') },
        { key: 'reviewTime', label: t('fields.reviewTime') },
        {
          key: ACTIONS_COLUMN,
          label: common('actions'),
          render: (row) => (
            <RowButtons>
              <RowButton permission={'bll:declare:query'} icon={<ViewIcon />} onClick={() => setDetailId(row.id)}>
                {t('detail')}
              </RowButton>
              {row.status === DECLARATION_STATUS.submitted ? (
                <HasPermi value={['bll:declare:review']}>
                  <Button size="small" color="success" startIcon={<RateReviewIcon />} onClick={() => setReviewing(row)}>
                    {t('review')}
                  </Button>
                </HasPermi>
              ) : null}
            </RowButtons>
          ),
        },
      ]),
    [t, common, types, allStatuses],
  );

  return (
    <ListFrame
      list={list}
      label={t('table')}
      columns={columns}
      rowKey={(row) => row.id}
      queryFields={
        <QueryFields
          fields={[
            { name: 'title', label: t('fields.title') },
            { name: 'applicantName', label: t('fields.applicantName') },
            { name: 'declareType', options: types, label: t('fields.declareType') },
            { name: 'status', options: statuses, label: t('fields.status') },
            { dateRange: 'fields.submitTime' },
          ]}
          list={list}
          t={t}
        />
      }
      buttons={(toolbar) => (
        <ButtonRow>
          <ExportButton
            permission="bll:declare:export"
            onClick={() => void downloadExport(DECLARATION_EXPORT_PATH, list.params, `${t('exportName')}_${Date.now()}.xlsx`)}
          />
          {toolbar}
        </ButtonRow>
      )}
    >
      <DeclarationDetailDialog id={detailId} onClose={() => setDetailId(null)} onReview={setReviewing} />
      <ReviewDialog declaration={reviewing} onClose={() => setReviewing(null)} onSave={review} />
    </ListFrame>
  );
}
