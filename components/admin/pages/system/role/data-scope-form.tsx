'use client';

import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { CheckTree } from '@/components/admin/tree/check-tree';
import { CUSTOM_DATA_SCOPE, DATA_SCOPES, type CheckedTree, type DataScopeInput, type Role } from '@/lib/api/role';
import { ApiError } from '@/lib/request';

interface Props {
  role: Role;
  /** The departments the person may see, and those the role's custom scope holds. */
  depts: CheckedTree;
  onClose: () => void;
  onSave: (input: DataScopeInput) => Promise<unknown>;
}

/** 分配数据权限: which rows the role's users see (contract 3.2); departments only for the custom scope. */
export function DataScopeForm({ role, depts, onClose, onSave }: Props) {
  const t = useTranslations('admin.role');
  const [dataScope, setDataScope] = useState(role.dataScope || '1');
  const [deptIds, setDeptIds] = useState<number[]>(depts.checkedKeys);
  const [linked, setLinked] = useState(role.deptCheckStrictly);
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);
  const custom = dataScope === CUSTOM_DATA_SCOPE;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setProblem('');
    try {
      // Only the custom scope keeps departments; the others would leave stale rows behind.
      await onSave({ roleId: role.roleId, dataScope, deptIds: custom ? deptIds : [], deptCheckStrictly: linked });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="data-scope-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="data-scope-title">{t('dataScopeTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label={t('roleName')} value={role.roleName} slotProps={{ htmlInput: { readOnly: true } }} />
            <TextField label={t('roleKey')} value={role.roleKey} slotProps={{ htmlInput: { readOnly: true } }} />
            <TextField select label={t('scopeField')} value={dataScope} onChange={(e) => setDataScope(e.target.value)}>
              {DATA_SCOPES.map((scope) => (
                <MenuItem key={scope} value={scope}>
                  {t(`scopes.${scope}`)}
                </MenuItem>
              ))}
            </TextField>
            {custom ? <CheckTree label={t('deptPermission')} nodes={depts.nodes} checked={deptIds} onChange={setDeptIds} linked={linked} onLinkedChange={setLinked} defaultExpanded /> : null}
            {problem ? (
              <FormLabel error role="alert">
                {problem}
              </FormLabel>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
