'use client';

import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormLabel, Grid, MenuItem, Radio, RadioGroup, TextField } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { useDict } from '@/components/admin/list/use-dict';
import { TreeSelectField } from '@/components/admin/tree/tree-select-field';
import { fieldError } from '@/components/common/field-error';
import { FormProblem } from '@/components/member/form-problem';
import { getConfigKey } from '@/lib/api/config';
import { INIT_PASSWORD_KEY, getUser, getUserFormOptions, type OfferedRole, type UserInput } from '@/lib/api/user';
import type { TreeSelectNode } from '@/lib/api/tree-select';
import { ApiError } from '@/lib/request';
import { USER_LIMITS, USER_NAME_LENGTH, userFormProblems, type Problem, type UserField } from './user-checks';
import { RoleSelect } from './role-select';

const EMPTY: UserInput = { deptId: null, userName: '', password: '', nickName: '', phonenumber: '', email: '', sex: '', status: '0', remark: '', roleIds: [] };

interface Props {
  /** null: closed; `userId` null: a new user. */
  target: { userId: number | null } | null;
  depts: TreeSelectNode[];
  onClose: () => void;
  onSave: (input: UserInput) => Promise<unknown>;
}

/** 添加用户 / 修改用户: the user's fields, department and roles; the API's refusal shows in the dialog. */
export function UserForm({ target, depts, onClose, onSave }: Props) {
  const t = useTranslations('admin.user');
  const sexes = useDict('sys_user_sex');
  const statuses = useDict('sys_normal_disable');
  const [values, setValues] = useState<UserInput>(EMPTY);
  const [roles, setRoles] = useState<OfferedRole[]>([]);
  const [problems, setProblems] = useState<Partial<Record<UserField, Problem>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Saving waits for the user's current values, so a failed load never sends an empty form.
  const [loaded, setLoaded] = useState(false);
  // Kept from the last opening, so the title does not change while the dialog closes.
  const [adding, setAdding] = useState(true);

  useEffect(() => {
    if (!target) return;
    let live = true;
    setAdding(target.userId === null);
    setValues(EMPTY);
    setLoaded(false);
    setProblems({});
    setProblem(null);
    setRoles([]);
    const load = async () => {
      if (target.userId === null) {
        // As in the reference, a new user starts with the configured initial password; without it
        // (the helper has said why) the person types one.
        const [options, initPassword] = await Promise.all([getUserFormOptions(), getConfigKey(INIT_PASSWORD_KEY).catch(() => '')]);
        if (!live) return;
        setRoles(options.roles ?? []);
        setValues({ ...EMPTY, password: initPassword ?? '' });
        setLoaded(true);
        return;
      }
      const detail = await getUser(target.userId);
      if (!live) return;
      const user = detail.data;
      setRoles(detail.roles ?? []);
      setValues({
        userId: user.userId,
        deptId: user.deptId,
        nickName: user.nickName ?? '',
        phonenumber: user.phonenumber ?? '',
        email: user.email ?? '',
        sex: user.sex ?? '',
        status: user.status,
        remark: user.remark ?? '',
        roleIds: detail.roleIds ?? [],
      });
      setLoaded(true);
    };
    load().catch((error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
      if (live) setProblem(error.message);
    });
    return () => {
      live = false;
    };
  }, [target]);

  const set = <K extends keyof UserInput>(name: K, value: UserInput[K]) => setValues((current) => ({ ...current, [name]: value }));
  const messageOf = (field: UserField) => {
    const found = problems[field];
    return found ? t(`rules.${found.key}`, { label: t(field), ...found.values }) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = userFormProblems(values, adding);
    setProblems(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    setProblem(null);
    const { userName, password, sex, ...rest } = values;
    const input: UserInput = {
      ...rest,
      nickName: values.nickName.trim(),
      phonenumber: values.phonenumber.trim(),
      email: values.email.trim(),
      sex: sex || undefined,
      ...(adding ? { userName: userName?.trim(), password } : {}),
    };
    try {
      await onSave(input);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={target !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="user-form-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="user-form-title">{adding ? t('addTitle') : t('editTitle')}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField fullWidth required label={t('nickName')} value={values.nickName} onChange={(e) => set('nickName', e.target.value)} slotProps={{ htmlInput: { maxLength: USER_LIMITS.nickName } }} {...fieldError(messageOf('nickName'))} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TreeSelectField label={t('dept')} value={values.deptId} onChange={(deptId) => set('deptId', deptId)} options={depts} placeholder={t('deptPlaceholder')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField fullWidth label={t('phonenumber')} value={values.phonenumber} onChange={(e) => set('phonenumber', e.target.value)} slotProps={{ htmlInput: { maxLength: USER_LIMITS.phonenumber, inputMode: 'tel' } }} {...fieldError(messageOf('phonenumber'))} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField fullWidth label={t('email')} value={values.email} onChange={(e) => set('email', e.target.value)} slotProps={{ htmlInput: { maxLength: USER_LIMITS.email, inputMode: 'email' } }} {...fieldError(messageOf('email'))} />
            </Grid>
            {adding ? (
              <>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField fullWidth required label={t('userName')} value={values.userName} onChange={(e) => set('userName', e.target.value)} slotProps={{ htmlInput: { maxLength: USER_NAME_LENGTH.max } }} {...fieldError(messageOf('userName'))} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField fullWidth required type="password" autoComplete="new-password" label={t('password')} value={values.password} onChange={(e) => set('password', e.target.value)} {...fieldError(messageOf('password'))} />
                </Grid>
              </>
            ) : null}
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField select fullWidth label={t('sex')} value={values.sex ?? ''} onChange={(e) => set('sex', e.target.value)}>
                {sexes.map((option) => (
                  <MenuItem key={option.dictValue} value={option.dictValue}>
                    {option.dictLabel}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormLabel id="user-status-label">{t('status')}</FormLabel>
              <RadioGroup row aria-labelledby="user-status-label" value={values.status} onChange={(e) => set('status', e.target.value)}>
                {statuses.map((option) => (
                  <FormControlLabel key={option.dictValue} value={option.dictValue} control={<Radio />} label={option.dictLabel} />
                ))}
              </RadioGroup>
            </Grid>
            <Grid size={12}>
              <RoleSelect label={t('roles')} value={values.roleIds} onChange={(roleIds) => set('roleIds', roleIds)} roles={roles} />
            </Grid>
            <Grid size={12}>
              <TextField fullWidth multiline minRows={2} label={t('remark')} value={values.remark} onChange={(e) => set('remark', e.target.value)} {...fieldError(messageOf('remark'))} />
            </Grid>
          </Grid>
          <FormProblem problem={problem} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving || !loaded}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
