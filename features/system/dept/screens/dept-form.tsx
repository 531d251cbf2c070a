'use client';

import { useTranslations } from 'next-intl';
import { problemMessages } from '@/components/admin/list/field-problems';
import { FormDialog } from '@/components/admin/list/form-dialog';
import { FormTreeSelectField } from '@/components/admin/list/form-tree-select-field';
import { FormRadioField } from '@/components/admin/list/form-radio-field';
import { DISPLAY_ORDER_FIELD, formText, HALF_ROW } from '@/components/admin/list/form-text-field';
import type { TreeFormProps } from '@/components/admin/list/tree-crud-screen';
import { dictChoices } from '@/components/admin/list/radio-field';
import { useParentChoices } from '@/components/admin/tree/use-parent-choices';
import { useDialogForm } from '@/components/admin/list/use-dialog-form';
import { useDict } from '@/components/admin/list/use-dict';
import { deptTree, ROOT_PARENT_ID, listDeptExcludeChild, type Dept, type DeptInput } from '@/features/system/dept/client/api';
import { deptProblems, inputOf, type DeptFormValues } from './dept-form-values';

const deptName = (dept: Dept) => dept.deptName;

/**
 * Add or edit one department. An edited department may move anywhere but under itself, so its
 * parent choices leave out its own branch; the top department has no parent to choose. The API's
 * refusals (a sibling of the same name, a disabled parent, enabled children) show in the dialog.
 */
export function DeptForm({ initial, onClose, onSave }: TreeFormProps<DeptFormValues, DeptInput>) {
  const t = useTranslations('admin.dept');
  const normalDisable = useDict('sys_normal_disable');
  const open = initial !== null;
  const parents = useParentChoices({ tree: deptTree, editingId: initial?.deptId, listExcept: listDeptExcludeChild, label: deptName, open });
  const form = useDialogForm(
    initial,
    (current) => problemMessages(deptProblems(current), t),
    (current) => onSave(inputOf(current)),
  );

  const { values } = form;
  if (!values) return null;
  const isRoot = values.deptId !== undefined && initial?.parentId === ROOT_PARENT_ID;
  const text = formText(form, t);

  return (
    <FormDialog open={open} adding={values.deptId === undefined} namespace="admin.dept" onClose={onClose} form={form}>
      {isRoot ? null : (
        <FormTreeSelectField
          form={form}
          name="parentId"
          label={t('form.parentId')}
          options={parents}
          required
          placeholder={t('placeholder.parentId')}
        />
      )}
      {text('deptName', { required: true, size: HALF_ROW })}
      {text('orderNum', DISPLAY_ORDER_FIELD)}
      {text('leader', { size: HALF_ROW })}
      {text('phone', { size: HALF_ROW })}
      {text('email', { size: HALF_ROW })}
      <FormRadioField form={form} name="status" label={t('form.status')} options={dictChoices(normalDisable)} size={{ xs: 12, sm: 6 }} />
    </FormDialog>
  );
}
