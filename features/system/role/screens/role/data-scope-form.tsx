'use client';

import { Grid, MenuItem, TextField } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { FormDialog } from '@/components/admin/list/form-dialog';
import { useDialogForm } from '@/components/admin/list/use-dialog-form';
import { CheckTree } from '@/components/admin/tree/check-tree';
import { CUSTOM_DATA_SCOPE, DATA_SCOPES, type CheckedTree, type DataScopeInput, type Role } from '@/features/system/role/client/api';

interface Props {
  role: Role;
  /** The departments the person may see, and those the role's custom scope holds. */
  depts: CheckedTree;
  onClose: () => void;
  onSave: (input: DataScopeInput) => Promise<unknown>;
}

/** Nothing to check before saving: every choice of the select is a valid scope. */
const noErrors = () => ({});

/** 分配数据权限: which rows the role's users see (contract 3.2); departments only for the custom scope. */
export function DataScopeForm({ role, depts, onClose, onSave }: Props) {
  const t = useTranslations('admin.role');
  const initial = useMemo<DataScopeInput>(
    () => ({
      roleId: role.roleId,
      dataScope: role.dataScope || '1',
      deptIds: depts.checkedKeys,
      deptCheckStrictly: role.deptCheckStrictly,
    }),
    [role, depts],
  );
  // Only the custom scope keeps departments; the others would leave stale rows behind.
  const form = useDialogForm(initial, noErrors, (current) =>
    onSave({ ...current, deptIds: current.dataScope === CUSTOM_DATA_SCOPE ? current.deptIds : [] }),
  );

  const { values, set } = form;
  const setDeptIds = useCallback((deptIds: number[]) => set('deptIds', deptIds), [set]);
  if (!values) return null;
  return (
    <FormDialog open title={t('dataScopeTitle')} namespace="admin.role" onClose={onClose} form={form}>
      <Grid size={12}>
        <TextField label={t('roleName')} value={role.roleName} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
      </Grid>
      <Grid size={12}>
        <TextField label={t('roleKey')} value={role.roleKey} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
      </Grid>
      <Grid size={12}>
        <TextField select label={t('scopeField')} value={values.dataScope} onChange={(e) => set('dataScope', e.target.value)} fullWidth>
          {DATA_SCOPES.map((scope) => (
            <MenuItem key={scope} value={scope}>
              {t(`scopes.${scope}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      {values.dataScope === CUSTOM_DATA_SCOPE ? (
        <Grid size={12}>
          <CheckTree
            label={t('deptPermission')}
            nodes={depts.nodes}
            checked={values.deptIds}
            onChange={setDeptIds}
            linked={values.deptCheckStrictly}
            onLinkedChange={(linked) => set('deptCheckStrictly', linked)}
            defaultExpanded
          />
        </Grid>
      ) : null}
    </FormDialog>
  );
}
