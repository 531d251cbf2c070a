'use client';

import { Alert, Box, Button, LinearProgress } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { parsedBy, problemMessages } from '@/components/admin/list/field-problems';
import { unlessRefused } from '@/components/admin/list/unless-refused';
import { SectionTabs } from '@/features/member';
import { useAdmin } from '@/components/admin/shell/admin-context';
import { optionselect } from '@/features/system/dict';
import { getGenTable, updateGenTable, type GenColumn, type GenDetail, type GenTable } from '@/features/tool/gen/client/api';
import { menuTree, menuTreeselect } from '@/features/system/menu';
import { notify } from '@/lib/notify';
import type { AdminPageProps } from '@/components/admin/pages/page-props';
import { genTableSchema } from '../../contract';
import { GEN_LIST_KEY, GEN_PATH } from '../gen/gen-paths';
import { BasicInfoForm } from './basic-info-form';
import { ColumnTable } from './column-table';
import { GenInfoForm } from './gen-info-form';
import { problemsOf, toInput, withTemplate, type GenEditProblems, type GenEditTab, type GenEditValues } from './gen-edit-values';

const NO_PROBLEMS = {};

/** `/tool/gen-edit/index/{tableId}` (修改生成配置): one imported table's generator settings. */
export default function GenEditPage({ page, id }: AdminPageProps) {
  const t = useTranslations('admin.genEdit');
  const tableId = Number(id);
  // Read afresh on every visit (another tab may have synced the columns since), never while editing.
  const detail = useQuery({ queryKey: ['tool-gen-edit', tableId], queryFn: () => getGenTable(tableId), gcTime: 0, staleTime: Infinity });

  if (detail.isError) return <Alert severity="error">{detail.error.message}</Alert>;
  if (!detail.data) return <LinearProgress aria-label={t('loading')} />;
  return <GenEditForm key={tableId} detail={detail.data} path={page.path} />;
}

function GenEditForm({ detail, path }: { detail: GenDetail; path: string }) {
  const t = useTranslations('admin.genEdit');
  const { closePage } = useAdmin();
  const queryClient = useQueryClient();
  const dictTypes = useQuery({ queryKey: ['system-dict-type', 'options'], queryFn: optionselect });
  const menus = useQuery({ queryKey: [menuTree.key, 'treeselect'], queryFn: menuTreeselect });
  const [values, setValues] = useState<GenEditValues>({ info: detail.info, columns: detail.rows });
  const [tab, setTab] = useState<GenEditTab>('columns');
  const [problems, setProblems] = useState<GenEditProblems | null>(null);
  const [saving, setSaving] = useState(false);

  const changeInfo = (patch: Partial<GenTable>) => setValues((current) => ({ ...current, info: { ...current.info, ...patch } }));
  // Stable, so only the changed row of the column table draws again.
  const changeColumn = useCallback(
    (index: number, patch: Partial<GenColumn>) =>
      setValues((current) => ({
        ...current,
        columns: current.columns.map((column, at) => (at === index ? { ...column, ...patch } : column)),
      })),
    [],
  );
  const errors = problemMessages(problems?.fields ?? {}, t);

  const submit = async () => {
    const found = problemsOf(values);
    setProblems(found);
    if (found.tab) {
      setTab(found.tab);
      notify('error', t('invalid'));
      return;
    }
    setSaving(true);
    const answer = await unlessRefused(() => updateGenTable(parsedBy(genTableSchema, toInput(values))));
    setSaving(false);
    if (answer === null) return;
    notify('success', t('saved'));
    await queryClient.invalidateQueries({ queryKey: [GEN_LIST_KEY] });
    closePage(path, GEN_PATH);
  };

  const tabs = (['basic', 'columns', 'genInfo'] as const).map((value) => ({ value, label: t(value) }));
  return (
    <Box>
      <SectionTabs label={t('tabs')} tabs={tabs} value={tab} onChange={setTab}>
        {tab === 'basic' ? <BasicInfoForm info={values.info} errors={errors} onChange={changeInfo} /> : null}
        {tab === 'columns' ? (
          <ColumnTable
            columns={values.columns}
            dictTypes={dictTypes.data ?? []}
            problems={problems?.columns ?? NO_PROBLEMS}
            onChange={changeColumn}
          />
        ) : null}
        {tab === 'genInfo' ? (
          <GenInfoForm
            info={values.info}
            columns={values.columns}
            tables={detail.tables}
            menus={menus.data ?? []}
            errors={errors}
            onChange={changeInfo}
            onTemplate={(tplCategory) => setValues((current) => ({ ...current, info: withTemplate(current.info, tplCategory) }))}
          />
        ) : null}
      </SectionTabs>
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 2, mt: 3 }}>
        <Button variant="contained" disabled={saving} onClick={() => void submit()}>
          {t('submit')}
        </Button>
        <Button variant="outlined" onClick={() => closePage(path, GEN_PATH)}>
          {t('back')}
        </Button>
      </Box>
    </Box>
  );
}
