'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { columnsOf, type ColumnSpec } from '@/components/admin/list/columns';
import { ButtonRow } from '@/components/admin/list/list-buttons';
import { ListFrame } from '@/components/admin/list/list-frame';
import { filtersOf, queryFieldsOf, type QueryField } from '@/components/admin/list/query-fields';
import { useDict } from '@/components/admin/list/use-dict';
import { useListQuery } from '@/components/admin/list/use-list-query';
import { listSms, type SmsRecord } from '@/features/monitor/sms-outbox/client/api';
import { SMS_PROVIDERS, SMS_TEMPLATE_SCENES } from '@/lib/messages/sms/sms-kinds';

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
      { key: 'status', dict: statuses },
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
