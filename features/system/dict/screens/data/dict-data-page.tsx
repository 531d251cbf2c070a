'use client';

import { Alert, LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useAdmin } from '@/components/admin/shell/admin-context';
import { getType, optionselect } from '@/features/system/dict/client/api';
import type { AdminPageProps } from '../../../../../components/admin/pages/page-props';
import { DICT_TYPE_KEY } from '../type/query-keys';
import { DictDataList } from './dict-data-list';

const DICT_PATH = '/system/dict';

/** `/system/dict-data/index/{dictId}`: the values of the dictionary type the address names. */
export default function DictDataPage({ page, id }: AdminPageProps) {
  const t = useTranslations('admin.dictData');
  const common = useTranslations('admin.common');
  const { closePage } = useAdmin();
  const dictId = Number(id);
  const type = useQuery({ queryKey: [DICT_TYPE_KEY, 'one', dictId], queryFn: () => getType(dictId) });
  const types = useQuery({ queryKey: [DICT_TYPE_KEY, 'options'], queryFn: optionselect });

  if (type.isError) return <Alert severity="error">{type.error.message || t('typeMissing')}</Alert>;
  if (!type.data) return <LinearProgress aria-label={common('loading')} />;
  return (
    // A renamed type starts the list afresh from its new name.
    <DictDataList
      key={type.data.dictType}
      defaultType={type.data.dictType}
      types={types.data ?? [type.data]}
      onClose={() => closePage(page.path, DICT_PATH)}
    />
  );
}
