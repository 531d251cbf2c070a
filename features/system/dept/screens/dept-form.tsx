'use client';

import { Grid, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { problemMessages } from '@/components/admin/list/field-problems';
import { FormDialog } from '@/components/admin/list/form-dialog';
import { FormTextField } from '@/components/admin/list/form-text-field';
import type { TreeFormProps } from '@/components/admin/list/tree-crud-screen';
import { RadioField, dictChoices } from '@/components/admin/list/radio-field';
import { useDialogForm } from '@/components/admin/list/use-dialog-form';
import { useDict } from '@/components/admin/list/use-dict';
import { TreeSelectField } from '@/components/admin/tree/tree-select-field';
import { toTreeSelect } from '@/components/admin/tree/to-tree-select';
import { fieldError } from '@/components/common/field-error';
import { ROOT_PARENT_ID, listDept, listDeptExcludeChild, type DeptInput } from '@/features/system/dept/client/api';
import { deptProblems, inputOf, type DeptFormValues, type DeptTextField } from './dept-form-values';

/**
 * Add or edit one department. An edited department may move anywhere but under itself, so its
 * parent choices leave out its own branch; the top department has no parent to choose. The API's
 * refusals (a sibling of the same name, a disabled parent, enabled children) show in the dialog.
 */
export function DeptForm({ initial, onClose, onSave }: TreeFormProps<DeptFormValues, DeptInput>) {
  const t = useTranslations('admin.dept');
  const normalDisable = useDict('sys_normal_disable');
  const open = initial !== null;
  const editingId = initial?.deptId;
  const depts = useQuery({
    // Under the list's key, so every change to the departments refreshes the choices too.
    queryKey: ['system-dept', 'options', editingId ?? 'all'],
    queryFn: () => (editingId === undefined ? listDept() : listDeptExcludeChild(editingId)),
    enabled: open,
  });
  const parents = useMemo(
    () => toTreeSelect(depts.data ?? [], { id: 'deptId', parentId: 'parentId', label: (dept) => dept.deptName }),
    [depts.data],
  );
  const form = useDialogForm(
    initial,
    (current) => problemMessages(deptProblems(current), t),
    (current) => onSave(inputOf(current)),
  );

  const { values, set, errors } = form;
  if (!values) return null;
  const isRoot = values.deptId !== undefined && initial?.parentId === ROOT_PARENT_ID;
  const text = (name: DeptTextField, required = false) => (
    <TextField
      label={t(`form.${name}`)}
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      required={required}
      fullWidth
      placeholder={t(`placeholder.${name}`)}
      {...fieldError(errors[name])}
    />
  );

  return (
    <FormDialog open={open} adding={values.deptId === undefined} namespace="admin.dept" onClose={onClose} form={form}>
      {isRoot ? null : (
        <Grid size={12}>
          <TreeSelectField
            label={t('form.parentId')}
            value={values.parentId}
            onChange={(id) => set('parentId', id)}
            options={parents}
            required
            placeholder={t('placeholder.parentId')}
            {...fieldError(errors.parentId)}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>{text('deptName', true)}</Grid>
      <FormTextField
        form={form}
        name="orderNum"
        size={{ xs: 12, sm: 6 }}
        label={t('form.orderNum')}
        type="number"
        required
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
      />
      <Grid size={{ xs: 12, sm: 6 }}>{text('leader')}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{text('phone')}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{text('email')}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <RadioField
          label={t('form.status')}
          value={values.status}
          options={dictChoices(normalDisable)}
          onChange={(value) => set('status', value)}
        />
      </Grid>
    </FormDialog>
  );
}
