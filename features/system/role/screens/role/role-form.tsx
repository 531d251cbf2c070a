'use client';

import { Grid, TextField } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { parsedBy, problemMessages, schemaProblems, type FieldProblems, type FormValues } from '@/components/admin/list/field-problems';
import { FormDialog } from '@/components/admin/list/form-dialog';
import { FormRadioField } from '@/components/admin/list/form-radio-field';
import { formText, FormTextField } from '@/components/admin/list/form-text-field';
import { dictChoices } from '@/components/admin/list/radio-field';
import { useDialogForm } from '@/components/admin/list/use-dialog-form';
import { CheckTree } from '@/components/admin/tree/check-tree';
import type { DictOption } from '@/features/member';
import type { CheckedTree, Role, RoleInput } from '@/features/system/role/client/api';
import { roleSchema } from '@/features/system/role/contract';

/** The form's values: the sort number as typed; the department linking is the data scope dialog's. */
type Values = Omit<FormValues<RoleInput, 'roleId'>, 'deptCheckStrictly'>;

/**
 * The form's checks before saving, as message keys of `admin.role`: the contract's schema, the
 * one the API parses with (the server also checks the name's and key's uniqueness), and one rule
 * of the form's own.
 */
function roleProblems(values: Values): FieldProblems<string> {
  const sort = values.roleSort.trim();
  // The order as typed is digits only, with one message for any other (the API also reads `-0` as 0).
  const own = sort && !/^\d+$/.test(sort) ? { roleSort: { key: 'sortInvalid' } } : {};
  return { ...schemaProblems(roleSchema, values), ...own };
}

interface Props {
  /** null adds a role. */
  role: Role | null;
  /** The menus the person may hand out, and those the role holds. */
  menus: CheckedTree;
  statuses: DictOption[];
  onClose: () => void;
  onSave: (input: RoleInput) => Promise<unknown>;
}

function valuesOf(role: Role | null, menus: CheckedTree): Values {
  const menuIds = menus.checkedKeys;
  if (!role) return { roleName: '', roleEsName: '', roleKey: '', roleSort: '0', status: '0', remark: '', menuIds, menuCheckStrictly: true };
  return {
    roleName: role.roleName,
    roleEsName: role.roleEsName,
    roleKey: role.roleKey,
    roleSort: String(role.roleSort),
    status: role.status,
    remark: role.remark ?? '',
    menuIds,
    menuCheckStrictly: role.menuCheckStrictly,
  };
}

/**
 * Add or edit a role with its menus. Mounted for each opening, so it starts from the role it is
 * given; the API's refusal (a taken name or key, a menu the person does not hold) shows here.
 */
export function RoleForm({ role, menus, statuses, onClose, onSave }: Props) {
  const t = useTranslations('admin.role');
  const initial = useMemo(() => valuesOf(role, menus), [role, menus]);
  const form = useDialogForm(
    initial,
    (current) => problemMessages(roleProblems(current), t),
    (current) =>
      onSave({
        ...parsedBy(roleSchema, current),
        ...(role ? { roleId: role.roleId } : {}),
        // The data scope dialog owns the department linking; this form keeps what is stored.
        deptCheckStrictly: role?.deptCheckStrictly ?? true,
      }),
  );

  const { values, set, errors } = form;
  const setMenuIds = useCallback((menuIds: number[]) => set('menuIds', menuIds), [set]);
  if (!values) return null;
  const text = formText(form, t, { labels: '' });
  return (
    <FormDialog open adding={!role} namespace="admin.role" onClose={onClose} form={form}>
      {text('roleName', { required: true })}
      {text('roleEsName')}
      <Grid size={12}>
        <TextField
          label={t('roleKey')}
          value={values.roleKey}
          onChange={(e) => set('roleKey', e.target.value)}
          required
          fullWidth
          error={Boolean(errors.roleKey)}
          helperText={errors.roleKey ?? t('roleKeyHint')}
        />
      </Grid>
      <FormTextField
        form={form}
        name="roleSort"
        label={t('roleSortField')}
        type="number"
        required
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
      />
      <FormRadioField form={form} name="status" label={t('status')} options={dictChoices(statuses)} />
      <Grid size={12}>
        <CheckTree
          label={t('menuPermission')}
          nodes={menus.nodes}
          checked={values.menuIds}
          onChange={setMenuIds}
          linked={values.menuCheckStrictly}
          onLinkedChange={(linked) => set('menuCheckStrictly', linked)}
        />
      </Grid>
      {text('remark', { multiline: true, minRows: 2 })}
    </FormDialog>
  );
}
