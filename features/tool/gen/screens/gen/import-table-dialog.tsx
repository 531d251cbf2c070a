'use client';

import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { type Column } from '@/components/admin/list/data-table';
import { PagedTable } from '@/components/admin/list/paged-table';
import { QueryFields } from '@/components/admin/list/query-fields';
import { QueryForm } from '@/components/admin/list/query-form';
import { unlessRefused } from '@/components/admin/list/unless-refused';
import { useListQuery } from '@/components/admin/list/use-list-query';
import { importTable, listDbTable, type DbTable } from '@/features/tool/gen/client/api';
import { notify } from '@/lib/notify';

const FILTERS = { tableName: '', tableComment: '' };

/** 导入表: the database's tables not imported yet, to choose some and import them. */
export function ImportTableDialog({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: () => void }) {
  const t = useTranslations('admin.gen');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('importTitle')}</DialogTitle>
      {/* Drawn only while open, so every opening lists the tables afresh with nothing chosen. */}
      {open ? <ImportTableContent onClose={onClose} onImported={onImported} /> : null}
    </Dialog>
  );
}

function ImportTableContent({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const t = useTranslations('admin.gen');
  const list = useListQuery<DbTable, typeof FILTERS>({ key: 'tool-gen-db', fetch: listDbTable, filters: FILTERS });
  const [selected, setSelected] = useState<(string | number)[]>([]);
  const [saving, setSaving] = useState(false);

  const columns: Column<DbTable>[] = [
    { key: 'tableName', label: t('tableName') },
    { key: 'tableComment', label: t('tableComment') },
    { key: 'createTime', label: t('createTime') },
    { key: 'updateTime', label: t('updateTime') },
  ];

  const save = async () => {
    if (!selected.length) {
      notify('error', t('chooseToImport'));
      return;
    }
    setSaving(true);
    const answer = await unlessRefused(() => importTable(selected.map(String)));
    setSaving(false);
    if (answer === null) return;
    notify('success', t('imported'));
    onImported();
  };

  return (
    <>
      <DialogContent dividers>
        <QueryForm show onSearch={list.search} onReset={list.reset}>
          <QueryFields fields={['tableName', 'tableComment']} list={list} t={t} />
        </QueryForm>
        <PagedTable
          list={list}
          label={t('dbTitle')}
          columns={columns}
          rowKey={(row) => row.tableName}
          selection={{ selected: selected, setSelected: setSelected }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={saving} onClick={() => void save()}>
          {t('save')}
        </Button>
      </DialogActions>
    </>
  );
}
