'use client';

import { MenuItem, TextField } from '@mui/material';
import type { OfferedRole } from '@/features/system/user/client/api';

interface Props {
  label: string;
  value: number[];
  onChange: (roleIds: number[]) => void;
  roles: OfferedRole[];
}

/** The user form's roles: several by name; a disabled role can be kept but not newly chosen. */
export function RoleSelect({ label, value, onChange, roles }: Props) {
  const nameOf = (roleId: number) => roles.find((role) => role.roleId === roleId)?.roleName ?? String(roleId);
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value}
      onChange={(event) => {
        // A multiple select hands back the chosen values; the string form only comes from autofill.
        const chosen = event.target.value as unknown as number[] | string;
        onChange(typeof chosen === 'string' ? chosen.split(',').map(Number) : chosen);
      }}
      slotProps={{ select: { multiple: true, renderValue: (ids) => (ids as number[]).map(nameOf).join('、') } }}
    >
      {roles.map((role) => (
        <MenuItem key={role.roleId} value={role.roleId} disabled={role.status === '1' && !value.includes(role.roleId)}>
          {role.roleName}
        </MenuItem>
      ))}
    </TextField>
  );
}
