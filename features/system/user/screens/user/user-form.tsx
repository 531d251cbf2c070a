'use client';

import { Grid, MenuItem, TextField } from '@mui/material';
import { useTranslations } from 'next-intl';
import { parsedBy, problemMessages } from '@/components/admin/list/field-problems';
import { FormDialog } from '@/components/admin/list/form-dialog';
import { FormTreeSelectField } from '@/components/admin/list/form-tree-select-field';
import { FormRadioField } from '@/components/admin/list/form-radio-field';
import { formText, HALF_ROW } from '@/components/admin/list/form-text-field';
import { dictChoices } from '@/components/admin/list/radio-field';
import { useDialogForm } from '@/components/admin/list/use-dialog-form';
import { useDict } from '@/components/admin/list/use-dict';
import type { UserInput } from '@/features/system/user/client/api';
import { userAddSchema, userEditSchema } from '@/features/system/user/contract';
import type { TreeSelectNode } from '@/lib/tree-select';
import { USER_LIMITS, USER_NAME_LENGTH } from '@/lib/rules/system-rules';
import { userFormProblems } from './user-checks';
import { IdSelect } from './id-select';
import { useUserFormStart } from './use-user-form-start';

interface Props {
  /** null: closed; `userId` null: a new user. */
  target: { userId: number | null } | null;
  depts: TreeSelectNode[];
  onClose: () => void;
  onSave: (input: UserInput) => Promise<unknown>;
}

/** 添加用户 / 修改用户: the user's fields, department, posts and roles; the API's refusal shows in the dialog. */
export function UserForm({ target, depts, onClose, onSave }: Props) {
  const t = useTranslations('admin.user');
  const rules = useTranslations('admin.user.rules');
  const sexes = useDict('sys_user_sex');
  const statuses = useDict('sys_normal_disable');
  const start = useUserFormStart(target);
  const { adding } = start;
  const form = useDialogForm(
    start.values,
    (current) => problemMessages(userFormProblems(current, adding), rules, (field) => t(field)),
    (current) => {
      // An edit never sends the login name or the password: they are only ever set when adding.
      const { userName: _userName, password: _password, ...fields } = current;
      return onSave(adding ? parsedBy(userAddSchema, current) : parsedBy(userEditSchema, fields));
    },
  );

  const { values, set } = form;
  if (!values) return null;
  const text = formText(form, t, { labels: '' });
  return (
    <FormDialog
      open={target !== null}
      adding={adding}
      namespace="admin.user"
      onClose={onClose}
      // Saving waits for the loaded values; a failed load says why where a refusal would.
      form={{ submit: form.submit, saving: form.saving || !start.loaded, problem: form.problem || start.problem }}
      loading={!start.loaded && !start.problem}
      maxWidth="md"
    >
      {text('nickName', { size: HALF_ROW, required: true, slotProps: { htmlInput: { maxLength: USER_LIMITS.nickName } } })}
      <FormTreeSelectField form={form} name="deptId" size={HALF_ROW} label={t('dept')} options={depts} placeholder={t('deptPlaceholder')} />
      {text('phonenumber', { size: HALF_ROW, slotProps: { htmlInput: { maxLength: USER_LIMITS.phonenumber, inputMode: 'tel' } } })}
      {text('email', { size: HALF_ROW, slotProps: { htmlInput: { maxLength: USER_LIMITS.email, inputMode: 'email' } } })}
      {adding ? (
        <>
          {text('userName', { size: HALF_ROW, required: true, slotProps: { htmlInput: { maxLength: USER_NAME_LENGTH.max } } })}
          {text('password', { size: HALF_ROW, required: true, type: 'password', autoComplete: 'new-password' })}
        </>
      ) : null}
      <Grid size={HALF_ROW}>
        <TextField select fullWidth label={t('sex')} value={values.sex ?? ''} onChange={(e) => set('sex', e.target.value)}>
          {sexes.map((option) => (
            <MenuItem key={option.dictValue} value={option.dictValue}>
              {option.dictLabel}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <FormRadioField form={form} name="status" label={t('status')} options={dictChoices(statuses)} size={HALF_ROW} />
      <Grid size={HALF_ROW}>
        <IdSelect
          label={t('posts')}
          value={values.postIds}
          onChange={(postIds) => set('postIds', postIds)}
          choices={start.posts.map((post) => ({ id: post.postId, name: post.postName, disabled: post.status === '1' }))}
        />
      </Grid>
      <Grid size={HALF_ROW}>
        <IdSelect
          label={t('roles')}
          value={values.roleIds}
          onChange={(roleIds) => set('roleIds', roleIds)}
          choices={start.roles.map((role) => ({ id: role.roleId, name: role.roleName, disabled: role.status === '1' }))}
        />
      </Grid>
      {text('remark', { multiline: true, minRows: 2 })}
    </FormDialog>
  );
}
