'use client';

import { TextField } from '@mui/material';
import { useTranslations } from 'next-intl';

interface Props {
  userName: string;
  phonenumber: string;
  onChange: (name: 'userName' | 'phonenumber', value: string) => void;
}

/** 用户名称 and 手机号码, the filters of both user lists. */
export function UserQueryFields({ userName, phonenumber, onChange }: Props) {
  const t = useTranslations('admin.roleAuthUser');
  return (
    <>
      <TextField label={t('userName')} value={userName} onChange={(e) => onChange('userName', e.target.value)} />
      <TextField label={t('phonenumber')} value={phonenumber} onChange={(e) => onChange('phonenumber', e.target.value)} />
    </>
  );
}
