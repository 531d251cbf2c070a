'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { columnsOf } from '@/components/admin/list/columns';
import { ACTIONS_COLUMN } from '@/components/admin/list/data-table';
import { ListFrame } from '@/components/admin/list/list-frame';
import { DictTag } from '@/components/admin/list/dict-tag';
import { ButtonRow, ExportButton } from '@/components/admin/list/list-buttons';
import { QueryFields } from '@/components/admin/list/query-fields';
import { useDict } from '@/components/admin/list/use-dict';
import { useListQuery } from '@/components/admin/list/use-list-query';
import type { Filters } from '@/lib/http/list';
import type { Application } from '@/features/member/client/api';
import { APPLICATION_EXPORT_PATHS, listApplications, type ApplicationRef } from '@/features/member/application/client/api';
import { downloadExport } from '@/lib/http/download';
import { DICT_TYPES, type ApplicationType } from '@/lib/rules/member-rules';
import { ApplicationRowActions } from './application-row-actions';
import { ReasonDialog } from './reason-dialog';
import { NAME_FILTER } from './application-fields';
import { applicationListKey, useReviewDecisions } from './use-review-decisions';

/** Besides the name: individuals by their employer, organisations by credit code and contact. */
const OWN_COLUMNS: Record<ApplicationType, string[]> = {
  member: ['name', 'employer', 'mobile'],
  org: ['orgName', 'creditCode', 'contactName', 'mobile'],
};

const FILTERS: Record<ApplicationType, { status: string; name?: string; orgName?: string }> = {
  member: { status: '', name: '' },
  org: { status: '', orgName: '' },
};

/**
 * One kind of membership application (个人会员 or 单位会员): filters by status, name and
 * application days, the paged list with each row's 详情 and decisions, and 导出.
 */
export function ApplicationList({ type, onDetail }: { type: ApplicationType; onDetail: (ref: ApplicationRef) => void }) {
  const t = useTranslations('admin.sign');
  const common = useTranslations('admin.common');
  const statuses = useDict(DICT_TYPES.signStatus);
  const fetch = useMemo(() => (params: Filters) => listApplications(type, params), [type]);
  const list = useListQuery<Application, (typeof FILTERS)[ApplicationType]>({
    key: applicationListKey(type),
    fetch,
    filters: FILTERS[type],
  });
  const decisions = useReviewDecisions(type);
  const { decide } = decisions;
  const nameKey = NAME_FILTER[type];

  const columns = useMemo(
    () =>
      columnsOf<Application>(t, [
        { key: 'id', label: t('fields.id') },
        ...OWN_COLUMNS[type].map((key) => ({ key, label: t(`fields.${key}`) })),
        { key: 'status', label: t('fields.status'), render: (row: Application) => <DictTag options={statuses} value={row.status} /> },
        { key: 'createTime', label: t('fields.createTime') },
        { key: 'auditTime', label: t('fields.auditTime') },
        { key: 'memberSince', label: t('fields.memberSince') },
        { key: 'validUntil', label: t('fields.validUntil') },
        {
          key: ACTIONS_COLUMN,
          label: common('actions'),
          render: (row: Application) => (
            <ApplicationRowActions
              status={row.status}
              onDetail={() => onDetail({ id: row.id, type })}
              onDecide={(action) => decide(action, row)}
            />
          ),
        },
      ]),
    [t, common, statuses, type, onDetail, decide],
  );

  return (
    <ListFrame
      list={list}
      label={t(`table.${type}`)}
      columns={columns}
      rowKey={(row) => row.id}
      queryFields={
        <QueryFields
          fields={[
            { name: nameKey, label: t(`fields.${nameKey}`) },
            { name: 'status', options: statuses, label: t('fields.status') },
            { dateRange: 'fields.createTime' },
          ]}
          list={list}
          t={t}
        />
      }
      buttons={(toolbar) => (
        <ButtonRow>
          <ExportButton
            permission="bll:sign:export"
            onClick={() =>
              void downloadExport(APPLICATION_EXPORT_PATHS[type], list.params, `${t(`exportName.${type}`)}_${Date.now()}.xlsx`)
            }
          />
          {toolbar}
        </ButtonRow>
      )}
    >
      <ReasonDialog request={decisions.reasonRequest} onClose={decisions.closeReason} />
    </ListFrame>
  );
}
