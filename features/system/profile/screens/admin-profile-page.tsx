'use client';

import { LinearProgress, Paper } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useDict } from '@/components/admin/list/use-dict';
import { inLocale } from '@/lib/content/in-locale';
import { request } from '@/lib/http/request';
import { DICT_TYPES } from '@/lib/rules/member-rules';
import { profile } from '../contract';
import { ProfileForms } from './profile-forms';

const PROFILE_KEY = ['system-user-profile'];

/**
 * 个人中心 inside the back office (`/index/profile`), as in the reference: the same forms as the
 * member's `/user/profile`, in the admin shell, so staff never leave it to edit their account.
 */
export default function AdminProfilePage() {
  const t = useTranslations('admin.common');
  const locale = useLocale();
  const answer = useQuery({ queryKey: PROFILE_KEY, queryFn: () => request(profile.get), staleTime: 0 });
  const sexes = useDict(DICT_TYPES.sex);
  const body = answer.data;
  if (!body) return <LinearProgress aria-label={t('loading')} />;
  return (
    <Paper elevation={0} sx={{ p: 2, maxWidth: 960 }}>
      <ProfileForms
        key={answer.dataUpdatedAt}
        user={body.data}
        roleGroup={inLocale(body.roleGroup, body.roleEsGroup, locale)}
        dictionaries={{ [DICT_TYPES.sex]: sexes }}
        onChanged={() => void answer.refetch()}
      />
    </Paper>
  );
}
