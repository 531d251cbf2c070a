'use client';

import { Box } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { type Column } from '@/components/admin/list/data-table';
import { PagedTable } from '@/components/admin/list/paged-table';
import { ButtonRow, ExportButton } from '@/components/admin/list/list-buttons';
import { QueryFields } from '@/components/admin/list/query-fields';
import { QueryForm } from '@/components/admin/list/query-form';
import { useListQuery } from '@/components/admin/list/use-list-query';
import { RowListDialog } from '@/components/admin/list/view-dialog';
import { SIGNUP_EXPORT_PATH, listSignups, type ActivitySignup, type AdminActivity } from '@/features/member/activity/client/api';
import { downloadExport } from '@/lib/http/download';

/** 报名名单: who signed up for one activity, paged and searchable, with its export. */
export function SignupDialog({ activity, onClose }: { activity: AdminActivity | null; onClose: () => void }) {
  const t = useTranslations('admin.activity');
  return (
    <RowListDialog
      row={activity}
      title={(shown) => t('signupTitle', { title: shown.title })}
      keyOf={(shown) => shown.id}
      namespace="admin.activity"
      onClose={onClose}
      maxWidth="lg"
    >
      {(shown) => <SignupList activityId={shown.id} />}
    </RowListDialog>
  );
}

function SignupList({ activityId }: { activityId: number }) {
  const t = useTranslations('admin.activity');
  const filters = useMemo(() => ({ activityId, name: '', phone: '' }), [activityId]);
  const list = useListQuery<ActivitySignup, typeof filters>({ key: 'activity-signups', fetch: listSignups, filters });
  const columns = useMemo<Column<ActivitySignup>[]>(
    () => [
      { key: 'id', label: t('signup.id') },
      { key: 'name', label: t('signup.name') },
      { key: 'phone', label: t('signup.phone') },
      { key: 'employer', label: t('signup.employer') },
      { key: 'remark', label: t('signup.remark') },
      { key: 'createTime', label: t('signup.createTime') },
    ],
    [t],
  );
  return (
    <Box>
      <QueryForm show onSearch={list.search} onReset={list.reset}>
        <QueryFields
          fields={[
            { name: 'name', label: t('signup.name') },
            { name: 'phone', label: t('signup.phone') },
          ]}
          list={list}
          t={t}
        />
      </QueryForm>
      <ButtonRow>
        <ExportButton
          permission="bll:activity:export"
          onClick={() => void downloadExport(SIGNUP_EXPORT_PATH, list.params, `${t('signupExportName')}_${Date.now()}.xlsx`)}
        />
      </ButtonRow>
      <PagedTable list={list} label={t('signupTable')} columns={columns} rowKey={(row) => row.id} />
    </Box>
  );
}
