'use client';

import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { CheckTree } from '@/components/admin/tree/check-tree';
import { fieldError } from '@/components/common/field-error';
import type { DictOption } from '@/lib/api/member';
import type { CheckedTree, Role, RoleInput } from '@/lib/api/role';
import { ApiError } from '@/lib/request';

type Fields = Pick<RoleInput, 'roleName' | 'roleKey' | 'status' | 'remark'> & { roleSort: string };

// Contract section 4: role name up to 30, key up to 100; remarks are stored up to 500.
const LIMITS = { roleName: 30, roleKey: 100, remark: 500 } as const;

interface Props {
  /** null adds a role. */
  role: Role | null;
  /** The menus the person may hand out, and those the role holds. */
  menus: CheckedTree;
  statuses: DictOption[];
  onClose: () => void;
  onSave: (input: RoleInput) => Promise<unknown>;
}

function fieldsOf(role: Role | null): Fields {
  if (!role) return { roleName: '', roleKey: '', roleSort: '0', status: '0', remark: '' };
  return { roleName: role.roleName, roleKey: role.roleKey, roleSort: String(role.roleSort), status: role.status, remark: role.remark ?? '' };
}

/**
 * Add or edit a role with its menus. Mounted for each opening, so it starts from the role it is
 * given; the API's refusal (a taken name or key, a menu the person does not hold) shows here.
 */
export function RoleForm({ role, menus, statuses, onClose, onSave }: Props) {
  const t = useTranslations('admin.role');
  const [values, setValues] = useState<Fields>(() => fieldsOf(role));
  const [menuIds, setMenuIds] = useState<number[]>(menus.checkedKeys);
  const [linked, setLinked] = useState(role?.menuCheckStrictly ?? true);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);

  const set = (name: keyof Fields, value: string) => setValues((current) => ({ ...current, [name]: value }));

  const check = (): typeof errors => {
    const found: typeof errors = {};
    for (const name of ['roleName', 'roleKey'] as const) if (!values[name].trim()) found[name] = t(`required.${name}`);
    if (values.roleSort.trim() === '') found.roleSort = t('required.roleSort');
    else if (!/^\d+$/.test(values.roleSort.trim())) found.roleSort = t('sortInvalid');
    for (const [name, limit] of Object.entries(LIMITS) as [keyof typeof LIMITS, number][]) if (values[name].length > limit) found[name] = t('tooLong', { limit });
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    setProblem('');
    try {
      await onSave({
        ...(role ? { roleId: role.roleId } : {}),
        roleName: values.roleName.trim(),
        roleKey: values.roleKey.trim(),
        roleSort: Number(values.roleSort),
        status: values.status,
        menuIds,
        menuCheckStrictly: linked,
        deptCheckStrictly: role?.deptCheckStrictly ?? true,
        remark: values.remark,
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="role-form-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="role-form-title">{role ? t('editTitle') : t('addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label={t('roleName')} value={values.roleName} onChange={(e) => set('roleName', e.target.value)} required {...fieldError(errors.roleName)} />
            <TextField
              label={t('roleKey')}
              value={values.roleKey}
              onChange={(e) => set('roleKey', e.target.value)}
              required
              error={Boolean(errors.roleKey)}
              helperText={errors.roleKey ?? t('roleKeyHint')}
            />
            <TextField
              label={t('roleSortField')}
              type="number"
              value={values.roleSort}
              onChange={(e) => set('roleSort', e.target.value)}
              required
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
              {...fieldError(errors.roleSort)}
            />
            <div>
              <FormLabel id="role-status-label">{t('status')}</FormLabel>
              <RadioGroup row aria-labelledby="role-status-label" value={values.status} onChange={(e) => set('status', e.target.value)}>
                {statuses.map((option) => (
                  <FormControlLabel key={option.dictValue} value={option.dictValue} control={<Radio />} label={option.dictLabel} />
                ))}
              </RadioGroup>
            </div>
            <CheckTree label={t('menuPermission')} nodes={menus.nodes} checked={menuIds} onChange={setMenuIds} linked={linked} onLinkedChange={setLinked} />
            <TextField label={t('remark')} value={values.remark} onChange={(e) => set('remark', e.target.value)} multiline minRows={2} {...fieldError(errors.remark)} />
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
