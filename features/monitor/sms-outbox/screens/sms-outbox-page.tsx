'use client';

import { Chip } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { columnsOf, type ColumnSpec } from '@/components/admin/list/columns';
import { DictTag } from '@/components/admin/list/dict-tag';
import { ButtonRow } from '@/components/admin/list/list-buttons';
import { ListFrame } from '@/components/admin/list/list-frame';
import { filtersOf, queryFieldsOf, type QueryField } from '@/components/admin/list/query-fields';
import { useDict } from '@/components/admin/list/use-dict';
import { useListQuery } from '@/components/admin/list/use-list-query';
import { listSms, type SmsRecord } from '@/features/monitor/sms-outbox/client/api';
import { SMS_PROVIDERS, SMS_STATUS, SMS_TEMPLATE_SCENES, type SmsProvider } from '@/lib/messages/sms/sms-kinds';

const RECORD_ONLY: SmsProvider = 'outbox';

type SmsFilters = { phone: string; scene: string; status: string };

/**
 * `/monitor/sms` (短信记录): every text message the portal sent or tried to send, newest first,
 * with the provider that took it, its message id there, and the provider's words when it refused.
 * With the default provider this list is the delivery: the office reads the codes here.
 */
export default function SmsOutboxPage() {
  const t = useTranslations('admin.smsOutbox');
  const statuses = useDict('sys_common_status');
  const scenes = useMemo(() => SMS_TEMPLATE_SCENES.map((scene) => ({ dictValue: scene, dictLabel: t(`scenes.${scene}`) })), [t]);
  const providers = useMemo(() => SMS_PROVIDERS.map((provider) => ({ dictValue: provider, dictLabel: t(`providers.${provider}`) })), [t]);
  const queryFields = useMemo<QueryField<SmsFilters>[]>(
    () => ['phone', { name: 'scene', options: scenes }, { name: 'status', options: statuses }],
    [scenes, statuses],
  );
  const list = useListQuery<SmsRecord, SmsFilters>({ key: 'monitor-sms', fetch: listSms, filters: filtersOf(queryFields) });
  const columns = useMemo(() => {
    const specs: ColumnSpec<SmsRecord>[] = [
      'id',
      'phone',
      { key: 'scene', dict: scenes },
      'content',
      { key: 'provider', dict: providers },
      'messageId',
      {
        key: 'status',
        // A message of the outbox provider was recorded, never sent: 成功 would say a phone got it.
        render: (row) =>
          row.provider === RECORD_ONLY && row.status === SMS_STATUS.delivered ? (
            <Chip size="small" variant="outlined" label={t('recorded')} />
          ) : (
            <DictTag options={statuses} value={row.status} />
          ),
      },
      'error',
      'ipaddr',
      'createTime',
    ];
    return columnsOf(t, specs);
  }, [t, scenes, providers, statuses]);

  return (
    <ListFrame
      list={list}
      label={t('title')}
      columns={columns}
      rowKey={(row) => row.id}
      queryFields={queryFieldsOf(queryFields, list, t)}
      buttons={(toolbar) => <ButtonRow>{toolbar}</ButtonRow>}
    />
  );
}
