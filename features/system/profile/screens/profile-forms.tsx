'use client';
import { profile as profileContracts } from '@/features/system/profile/contract';

import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { FormProblem } from '@/components/member/form-problem';
import { useState, type FormEvent } from 'react';
import { useRouter } from '@/i18n/navigation';
import {
  type DictOption,
  FieldForm,
  type FieldSpec,
  type FieldValue,
  type FieldValues,
  type Profile,
  updatePassword,
  updateProfile,
  uploadFile,
} from '@/features/member';
import { DICT_TYPES } from '@/lib/rules/member-rules';
import { notify } from '@/lib/notify';
import { announceUserChanged } from '@/lib/user-changed';
import { ApiError } from '@/lib/http/request';
import { uploadProblem } from '@/lib/rules/upload-check';
import { IMAGE_TYPES } from '@/lib/rules/upload-rules';
import { USER_LIMITS } from '@/lib/rules/system-rules';
import { isPasswordLengthValid } from '@/lib/rules/validation';
import { imageSrc } from '@/lib/format/image-src';

const PROFILE_FIELDS: FieldSpec[] = [
  { name: 'nickName', kind: 'text', required: true, maxLength: USER_LIMITS.nickName },
  { name: 'phonenumber', kind: 'tel', maxLength: USER_LIMITS.phonenumber },
  { name: 'email', kind: 'email', maxLength: USER_LIMITS.email },
  { name: 'sex', kind: 'select', dict: DICT_TYPES.sex },
];

/** Runs a save, showing the server's refusal beside the form instead of losing what was typed. */
function useSave() {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(error.message);
    } finally {
      setBusy(false);
    }
  };
  return { problem, setProblem, busy, run };
}

/**
 * `/user/profile` and the back office's 个人中心: account details and avatar, and a password
 * change with the old password. A save refreshes what the server drew (the header's name);
 * `onChanged` lets a page that read the account itself read it again.
 */
export function ProfileForms({
  user,
  roleGroup,
  dictionaries,
  onChanged,
}: {
  user: Profile;
  roleGroup: string;
  dictionaries: Record<string, DictOption[]>;
  onChanged?: () => void;
}) {
  const t = useTranslations('member');
  const router = useRouter();
  const [values, setValues] = useState<FieldValues>({
    nickName: user.nickName,
    phonenumber: user.phonenumber,
    email: user.email,
    sex: user.sex,
  });
  const [passwords, setPasswords] = useState({ oldPassword: '', newPassword: '', confirm: '' });
  // A new mobile number or e-mail address needs the current password (the service says why).
  const [currentPassword, setCurrentPassword] = useState('');
  const contactChanged =
    (Boolean(values.phonenumber) && values.phonenumber !== user.phonenumber) || (Boolean(values.email) && values.email !== user.email);
  const profile = useSave();
  const password = useSave();
  const changed = () => {
    announceUserChanged();
    onChanged?.();
    router.refresh();
  };

  const saveProfile = (event: FormEvent) => {
    event.preventDefault();
    void profile.run(async () => {
      await updateProfile({
        nickName: String(values.nickName),
        phonenumber: String(values.phonenumber),
        email: String(values.email),
        sex: String(values.sex),
        ...(contactChanged ? { password: currentPassword } : {}),
      });
      setCurrentPassword('');
      notify('success', t('profile.saved'));
      changed();
    });
  };

  const changeAvatar = (file: File | undefined) => {
    if (!file) return;
    const problem = uploadProblem(file, 'image', IMAGE_TYPES);
    if (problem) return notify('error', t(`upload.${problem.key}`, problem as never));
    void profile.run(async () => {
      await uploadFile(file, profileContracts.avatar, 'avatarfile');
      notify('success', t('upload.success'));
      changed();
    });
  };

  const savePassword = (event: FormEvent) => {
    event.preventDefault();
    if (!isPasswordLengthValid(passwords.newPassword)) return password.setProblem(t('profile.passwordLength'));
    if (passwords.newPassword !== passwords.confirm) return password.setProblem(t('profile.passwordMismatch'));
    void password.run(async () => {
      await updatePassword({ oldPassword: passwords.oldPassword, newPassword: passwords.newPassword });
      setPasswords({ oldPassword: '', newPassword: '', confirm: '' });
      notify('success', t('profile.passwordChanged'));
    });
  };

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <img
            src={user.avatar ? imageSrc(user.avatar) : '/logo.svg'}
            alt={t('profile.avatar')}
            width={72}
            height={72}
            style={{ borderRadius: '50%', objectFit: 'cover' }}
          />
          <Box>
            <Typography>
              {user.userName} · {roleGroup}
            </Typography>
            <Button component="label" size="small" variant="outlined" disabled={profile.busy}>
              {t('profile.changeAvatar')}
              <input hidden type="file" accept=".png,.jpg,.jpeg" onChange={(event) => changeAvatar(event.target.files?.[0])} />
            </Button>
          </Box>
        </Stack>
        <Box component="form" noValidate onSubmit={saveProfile}>
          <FieldForm
            fields={PROFILE_FIELDS}
            values={values}
            errors={{}}
            dictionaries={dictionaries}
            onChange={(name: string, value: FieldValue) => setValues((v) => ({ ...v, [name]: value }))}
          />
          {contactChanged && (
            <TextField
              name="currentPassword"
              type="password"
              required
              autoComplete="current-password"
              label={t('profile.currentPassword')}
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
              sx={{ mt: 2, maxWidth: 420 }}
              fullWidth
            />
          )}
          <FormProblem problem={profile.problem} />
          <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={profile.busy}>
            {t('profile.save')}
          </Button>
        </Box>
      </Paper>
      <Paper variant="outlined" component="form" noValidate onSubmit={savePassword} sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('profile.password')}
        </Typography>
        <Stack spacing={2} sx={{ maxWidth: 420 }}>
          {(['oldPassword', 'newPassword', 'confirm'] as const).map((name) => (
            <TextField
              key={name}
              name={name}
              type="password"
              label={t(`profile.${name}`)}
              autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
              value={passwords[name]}
              onChange={(event) => setPasswords((p) => ({ ...p, [name]: event.target.value }))}
            />
          ))}
          <FormProblem problem={password.problem} />
          <Box>
            <Button type="submit" variant="contained" disabled={password.busy}>
              {t('profile.changePassword')}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Stack>
  );
}
