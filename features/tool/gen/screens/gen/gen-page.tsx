'use client';

import { Button } from '@mui/material';
import CodeIcon from '@mui/icons-material/Code';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/EditOutlined';
import PreviewIcon from '@mui/icons-material/VisibilityOutlined';
import SyncIcon from '@mui/icons-material/Sync';
import UploadIcon from '@mui/icons-material/Upload';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { HasPermi } from '@/components/admin/permission';
import { useConfirm } from '@/components/admin/list/confirm-dialog';
import { ACTIONS_COLUMN, type Column } from '@/components/admin/list/data-table';
import { ListFrame } from '@/components/admin/list/list-frame';
import { ButtonRow } from '@/components/admin/list/list-buttons';
import { QueryFields } from '@/components/admin/list/query-fields';
import { RowButton, RowButtons } from '@/components/admin/list/row-actions';
import { unlessRefused } from '@/components/admin/list/unless-refused';
import { useRemoveRows } from '@/components/admin/list/use-remove-rows';
import { useStableCallback } from '@/components/admin/list/use-stable-callback';
import { useListQuery } from '@/components/admin/list/use-list-query';
import { useRouter } from '@/i18n/navigation';
import {
  GEN_BATCH_PATH,
  deleteGenTable,
  listGenTable,
  previewTable,
  synchDb,
  type GenTable,
  type PreviewFile,
} from '@/features/tool/gen/client/api';
import { downloadGet } from '@/lib/http/download';
import { notify } from '@/lib/notify';
import { GEN_EDIT_PATH, GEN_LIST_KEY } from './gen-paths';
import { ImportTableDialog } from './import-table-dialog';
import { PreviewDialog } from './preview-dialog';

const FILTERS = { tableName: '', tableComment: '' };

/** The tables' zip: one table's files as `<table>.zip`, several as `ruoyi.zip` (contract 5.16). */
function downloadCode(tableNames: string[]) {
  return downloadGet(GEN_BATCH_PATH, { tables: tableNames.join(',') }, tableNames.length === 1 ? `${tableNames[0]}.zip` : 'ruoyi.zip');
}

/**
 * `/tool/gen` (代码生成): the imported tables, to import more, edit their settings, preview
 * and download the generated code, or sync them with the database. There is no 创建: tables
 * come only from the database's catalogue, never from SQL typed here.
 */
export default function GenPage() {
  const t = useTranslations('admin.gen');
  const common = useTranslations('admin.common');
  const router = useRouter();
  const confirm = useConfirm();
  const list = useListQuery<GenTable, typeof FILTERS>({ key: GEN_LIST_KEY, fetch: listGenTable, filters: FILTERS });
  const [importing, setImporting] = useState(false);
  // The files of the table being previewed: the dialog opens only once they have arrived.
  const [previewing, setPreviewing] = useState<PreviewFile[] | null>(null);

  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<(string | number)[]>([]);
  // After a change the choice is forgotten: the chosen rows may be gone.
  const reload = useStableCallback(() => {
    setSelected([]);
    return queryClient.invalidateQueries({ queryKey: [GEN_LIST_KEY] });
  });
  const remove = useRemoveRows<GenTable>({ namespace: 'admin.gen', idOf: (row) => row.tableId, remove: deleteGenTable, after: reload });
  const chosen = list.rows.filter((row) => selected.includes(row.tableId));
  const firstIndex = (list.pageNum - 1) * list.pageSize + 1;

  const columns = useMemo<Column<GenTable>[]>(() => {
    const edit = (row: GenTable) => router.push(`${GEN_EDIT_PATH}/${row.tableId}`);
    const sync = async (row: GenTable) => {
      if (!(await confirm({ message: t('syncConfirm', { name: row.tableName }) }))) return;
      if ((await unlessRefused(() => synchDb(row.tableName))) !== null) notify('success', t('synced'));
    };
    // A refused preview (a table that cannot be generated) shows the API's message and opens nothing.
    const preview = async (row: GenTable) => {
      const files = await unlessRefused(() => previewTable(row.tableId));
      if (files !== null) setPreviewing(files);
    };
    return [
      { key: 'index', label: t('index'), render: (row) => firstIndex + list.rows.indexOf(row) },
      { key: 'tableName', label: t('tableName') },
      { key: 'tableComment', label: t('tableComment') },
      { key: 'className', label: t('className') },
      { key: 'createTime', label: t('createTime') },
      { key: 'updateTime', label: t('updateTime') },
      {
        key: ACTIONS_COLUMN,
        label: common('actions'),
        render: (row) => (
          <RowButtons>
            <RowButton permission={'tool:gen:preview'} icon={<PreviewIcon />} onClick={() => void preview(row)}>
              {t('preview')}
            </RowButton>
            <RowButton permission={'tool:gen:edit'} icon={<EditIcon />} onClick={() => edit(row)}>
              {t('editRow')}
            </RowButton>
            <HasPermi value={['tool:gen:remove']}>
              <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => void remove([row])}>
                {t('remove')}
              </Button>
            </HasPermi>
            <RowButton permission={'tool:gen:edit'} icon={<SyncIcon />} onClick={() => void sync(row)}>
              {t('sync')}
            </RowButton>
            <RowButton permission={'tool:gen:code'} icon={<DownloadIcon />} onClick={() => void downloadCode([row.tableName])}>
              {t('genCode')}
            </RowButton>
          </RowButtons>
        ),
      },
    ];
  }, [t, common, router, confirm, remove, firstIndex, list.rows]);

  const generate = () => {
    if (!chosen.length) notify('error', t('chooseToGenerate'));
    else void downloadCode(chosen.map((row) => row.tableName));
  };

  return (
    <ListFrame
      list={list}
      label={t('title')}
      columns={columns}
      rowKey={(row) => row.tableId}
      selection={{ selected: selected, setSelected: setSelected }}
      queryFields={<QueryFields fields={['tableName', 'tableComment', { dateRange: 'createTime' }]} list={list} t={t} />}
      buttons={(toolbar) => (
        <ButtonRow>
          <HasPermi value={['tool:gen:code']}>
            <Button variant="outlined" startIcon={<CodeIcon />} onClick={generate}>
              {t('generate')}
            </Button>
          </HasPermi>
          <HasPermi value={['tool:gen:import']}>
            <Button variant="outlined" color="info" startIcon={<UploadIcon />} onClick={() => setImporting(true)}>
              {t('import')}
            </Button>
          </HasPermi>
          <HasPermi value={['tool:gen:edit']}>
            <Button
              variant="outlined"
              color="success"
              startIcon={<EditIcon />}
              disabled={chosen.length !== 1}
              onClick={() => router.push(`${GEN_EDIT_PATH}/${chosen[0].tableId}`)}
            >
              {t('edit')}
            </Button>
          </HasPermi>
          <HasPermi value={['tool:gen:remove']}>
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteIcon />}
              disabled={chosen.length === 0}
              onClick={() => void remove(chosen)}
            >
              {t('remove')}
            </Button>
          </HasPermi>
          {toolbar}
        </ButtonRow>
      )}
    >
      <ImportTableDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => {
          setImporting(false);
          void reload();
        }}
      />
      <PreviewDialog files={previewing} onClose={() => setPreviewing(null)} />
    </ListFrame>
  );
}
