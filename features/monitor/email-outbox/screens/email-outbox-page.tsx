'use client';

import { Button } from '@mui/material';
import SendIcon from '@mui/icons-material/SendOutlined';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { columnsOf, type ColumnSpec } from '@/components/admin/list/columns';
import { ButtonRow } from '@/components/admin/list/list-buttons';
import { ListFrame } from '@/components/admin/list/list-frame';
import { filtersOf, queryFieldsOf, type QueryField } from '@/components/admin/list/query-fields';
import { useListQuery } from '@/components/admin/list/use-list-query';
import { HasPermi } from '@/components/admin/permission';
import { EMAIL_STATES } from '@/lib/messages/email/email-queue-states';
import { listEmails, type EmailRecord } from '../client/api';
import { EMAIL_LIST_KEY, TestEmailDialog } from './test-email-dialog';

type EmailFilters = { template: string; state: string };

/**
 * `/monitor/email` (邮件记录): every e-mail the portal queued, newest first: to whom (masked),
 * what, its state and tries, the server's id of it, and why it failed. 测试 sends a test message
 * through the same queue.
 */
export default function EmailOutboxPage() {
  const t = useTranslations('admin.emailOutbox');
  const [testing, setTesting] = useState(false);
  const states = useMemo(() => EMAIL_STATES.map((state) => ({ dictValue: state, dictLabel: t(`states.${state}`) })), [t]);
  const queryFields = useMemo<QueryField<EmailFilters>[]>(() => ['template', { name: 'state', options: states }], [states]);
  const list = useListQuery<EmailRecord, EmailFilters>({ key: EMAIL_LIST_KEY, fetch: listEmails, filters: filtersOf(queryFields) });
  const columns = useMemo(() => {
    const specs: ColumnSpec<EmailRecord>[] = [
      'id',
      'toAddress',
      'subject',
      'template',
      { key: 'state', dict: states },
      'attempts',
      'provider',
      'messageId',
      'error',
      'createTime',
      'sentTime',
    ];
    return columnsOf(t, specs);
  }, [t, states]);

  return (
    <ListFrame
      list={list}
      label={t('title')}
      columns={columns}
      rowKey={(row) => row.id}
      queryFields={queryFieldsOf(queryFields, list, t)}
      buttons={(toolbar) => (
        <ButtonRow>
          <HasPermi value={['system:email:test']}>
            <Button variant="outlined" startIcon={<SendIcon />} onClick={() => setTesting(true)}>
              {t('test')}
            </Button>
          </HasPermi>
          {toolbar}
        </ButtonRow>
      )}
    >
      <TestEmailDialog open={testing} onClose={() => setTesting(false)} />
    </ListFrame>
  );
}
