'use client';

import { Box, Button, TextField } from '@mui/material';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useColumnChoice, type Column } from '@/components/admin/list/data-table';
import { PagedTable } from '@/components/admin/list/paged-table';
import { DateRangeField } from '@/components/admin/list/date-range-field';
import { DictSelectFilter } from '@/components/admin/list/dict-select-filter';
import { DictTag } from '@/components/admin/list/dict-tag';
import { ButtonRow, ExportButton } from '@/components/admin/list/list-buttons';
import { QueryForm } from '@/components/admin/list/query-form';
import { RightToolbar } from '@/components/admin/list/right-toolbar';
import { RowButtons } from '@/components/admin/list/row-actions';
import { useDict } from '@/components/admin/list/use-dict';
import { useListQuery } from '@/components/admin/list/use-list-query';
import { HasPermi } from '@/components/admin/permission';
import {
  DECLARE_EXPORT_PATH,
  listDeclarationsForReview,
  reviewDeclaration,
  type DeclarationReview,
  type ReviewedDeclaration,
} from '@/features/member/declaration/client/api';
import { downloadExport } from '@/lib/http/download';
import { DECLARE_STATUS, DICT_TYPES } from '@/lib/rules/member-rules';
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
  const statuses = useMemo(() => allStatuses.filter((option) => option.dictValue !== DECLARE_STATUS.draft), [allStatuses]);
  const list = useListQuery<ReviewedDeclaration, typeof FILTERS>({ key: LIST_KEY, fetch: listDeclarationsForReview, filters: FILTERS });
  const [showSearch, setShowSearch] = useState(true);
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

  const columns = useMemo<Column<ReviewedDeclaration>[]>(
    () => [
      { key: 'id', label: t('fields.id') },
      { key: 'declareType', label: t('fields.declareType'), render: (row) => <DictTag options={types} value={row.declareType} /> },
      { key: 'title', label: t('fields.title'), align: 'left' },
      { key: 'applicantName', label: t('fields.applicantName') },
      { key: 'employer', label: t('fields.employer') },
      { key: 'phone', label: t('fields.phone') },
      { key: 'files', label: t('fields.fileCount'), render: (row) => row.files.length },
      { key: 'status', label: t('fields.status'), render: (row) => <DictTag options={allStatuses} value={row.status} /> },
      { key: 'submitTime', label: t('fields.submitTime') },
      { key: 'reviewBy', label: t('fields.reviewBy') },
      { key: 'reviewTime', label: t('fields.reviewTime') },
      {
        key: 'actions',
        label: common('actions'),
        render: (row) => (
          <RowButtons>
            <HasPermi value={['bll:declare:query']}>
              <Button size="small" startIcon={<ViewIcon />} onClick={() => setDetailId(row.id)}>
                {t('detail')}
              </Button>
            </HasPermi>
            {row.status === DECLARE_STATUS.submitted ? (
              <HasPermi value={['bll:declare:review']}>
                <Button size="small" color="success" startIcon={<RateReviewIcon />} onClick={() => setReviewing(row)}>
                  {t('review')}
                </Button>
              </HasPermi>
            ) : null}
          </RowButtons>
        ),
      },
    ],
    [t, common, types, allStatuses],
  );
  const columnChoice = useColumnChoice(columns);

  return (
    <Box>
      <QueryForm show={showSearch} onSearch={list.search} onReset={list.reset}>
        <TextField label={t('fields.title')} value={list.filters.title} onChange={(e) => list.setFilter('title', e.target.value)} />
        <TextField
          label={t('fields.applicantName')}
          value={list.filters.applicantName}
          onChange={(e) => list.setFilter('applicantName', e.target.value)}
        />
        <DictSelectFilter
          label={t('fields.declareType')}
          options={types}
          value={list.filters.declareType}
          onChange={(declareType) => list.setFilter('declareType', declareType)}
        />
        <DictSelectFilter
          label={t('fields.status')}
          options={statuses}
          value={list.filters.status}
          onChange={(status) => list.setFilter('status', status)}
        />
        <DateRangeField label={t('fields.submitTime')} value={list.dateRange} onChange={list.setDateRange} />
      </QueryForm>

      <ButtonRow>
        <ExportButton
          permission="bll:declare:export"
          onClick={() => void downloadExport(DECLARE_EXPORT_PATH, list.params, `${t('exportName')}_${Date.now()}.xlsx`)}
        />
        <RightToolbar
          showSearch={showSearch}
          onToggleSearch={() => setShowSearch(!showSearch)}
          onRefresh={list.refresh}
          columnChoice={columnChoice}
        />
      </ButtonRow>

      <PagedTable list={list} label={t('table')} columns={columnChoice.visible} rowKey={(row) => row.id} />
      <DeclarationDetailDialog id={detailId} onClose={() => setDetailId(null)} onReview={setReviewing} />
      <ReviewDialog declaration={reviewing} onClose={() => setReviewing(null)} onSave={review} />
    </Box>
  );
}
