'use client';

import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { DictTag } from '@/components/admin/list/dict-tag';
import { useDict } from '@/components/admin/list/use-dict';
import { ViewDialog, useShownWhileClosing } from '@/components/admin/list/view-dialog';
import { HasPermi } from '@/components/admin/permission';
import { getDeclarationForReview, type ReviewedDeclaration } from '@/features/member/declaration/client/api';
import { DECLARATION_STATUS, DICT_TYPES } from '@/lib/rules/member-rules';
import { DetailGrid, DetailSection, FileLink } from '@/features/member/screens/detail-parts';

/** The detail's key in the query cache; a review invalidates it with the list. */
export const DECLARATION_DETAIL_KEY = 'declare-detail';

interface Props {
  /** The declaration's id; null: closed. */
  id: number | null;
  onClose: () => void;
  /** 审核 from the detail, for a declaration still waiting. */
  onReview: (declaration: ReviewedDeclaration) => void;
}

/** 申报详情: every field of a declaration, its member's account, the attachments as download links, and the review so far. */
export function DeclarationDetailDialog({ id, onClose, onReview }: Props) {
  const t = useTranslations('admin.declareReview');
  const shown = useShownWhileClosing(id);
  const answer = useQuery({
    queryKey: [DECLARATION_DETAIL_KEY, shown],
    queryFn: () => getDeclarationForReview(shown!),
    enabled: shown !== null,
  });
  const declaration = answer.data;
  return (
    <ViewDialog
      open={id !== null}
      title={t('detailTitle')}
      namespace="admin.declareReview"
      onClose={onClose}
      loading={answer.isFetching}
      actions={
        declaration?.status === DECLARATION_STATUS.submitted ? (
          <HasPermi value={['bll:declare:review']}>
            <Button variant="contained" onClick={() => onReview(declaration)}>
              {t('review')}
            </Button>
          </HasPermi>
        ) : null
      }
    >
      {declaration ? <DeclarationBody declaration={declaration} /> : null}
    </ViewDialog>
  );
}

function DeclarationBody({ declaration }: { declaration: ReviewedDeclaration }) {
  const t = useTranslations('admin.declareReview');
  const types = useDict(DICT_TYPES.declareType);
  const statuses = useDict(DICT_TYPES.declareStatus);
  const member = declaration.member;
  return (
    <>
      <DetailSection title={t('sections.declaration')}>
        <DetailGrid
          items={[
            { label: t('fields.id'), value: declaration.id },
            { label: t('fields.declareType'), value: <DictTag options={types} value={declaration.declareType} /> },
            { label: t('fields.title'), value: declaration.title, wide: true },
            { label: t('fields.applicantName'), value: declaration.applicantName },
            { label: t('fields.employer'), value: declaration.employer },
            { label: t('fields.phone'), value: declaration.phone },
            { label: t('fields.email'), value: declaration.email },
            { label: t('fields.member'), value: member ? `${member.userName}（${member.nickName}）` : null },
            { label: t('fields.submitTime'), value: declaration.submitTime },
            { label: t('fields.description'), value: declaration.description, wide: true },
          ]}
        />
      </DetailSection>
      <DetailSection title={t('sections.files')}>
        {declaration.files.length ? (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {declaration.files.map((file) => (
              <li key={file.fileName}>
                <FileLink fileName={file.fileName} originalFilename={file.originalFilename} size={file.size} missing={t('fileMissing')} />
              </li>
            ))}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('noFiles')}
          </Typography>
        )}
      </DetailSection>
      <DetailSection title={t('sections.review')}>
        <DetailGrid
          items={[
            { label: t('fields.status'), value: <DictTag options={statuses} value={declaration.status} /> },
            { label: t('fields.reviewBy'), value: declaration.reviewBy },
            { label: t('fields.reviewTime'), value: declaration.reviewTime },
            { label: t('fields.comment'), value: declaration.comment, wide: true },
          ]}
        />
      </DetailSection>
    </>
  );
}
