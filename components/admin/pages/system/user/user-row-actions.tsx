'use client';

import { Box, Button, Menu, MenuItem } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import MoreIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import PersonCheckIcon from '@mui/icons-material/HowToRegOutlined';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { HasPermi, useAuth } from '@/components/admin/permission';
import { SUPER_ADMIN_USER_ID, type UserEntry } from '@/lib/api/user';

interface Props {
  user: UserEntry;
  onEdit: (user: UserEntry) => void;
  onRemove: (user: UserEntry) => void;
  onResetPassword: (user: UserEntry) => void;
  onAuthRole: (user: UserEntry) => void;
}

/** A row's actions: edit, delete, and under 更多 password reset and role assignment; none for the super administrator. */
export function UserRowActions({ user, onEdit, onRemove, onResetPassword, onAuthRole }: Props) {
  const common = useTranslations('admin.common');
  const t = useTranslations('admin.user');
  const auth = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (user.userId === SUPER_ADMIN_USER_ID) return null;
  const pick = (action: (user: UserEntry) => void) => () => {
    setAnchor(null);
    action(user);
  };
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', gap: 0.5 }}>
      <HasPermi value={['system:user:edit']}>
        <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(user)}>
          {common('edit')}
        </Button>
      </HasPermi>
      <HasPermi value={['system:user:remove']}>
        <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => onRemove(user)}>
          {common('remove')}
        </Button>
      </HasPermi>
      <HasPermi value={['system:user:resetPwd', 'system:user:edit']}>
        <Button size="small" startIcon={<MoreIcon />} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
          {t('more')}
        </Button>
        <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          {auth.hasPermi('system:user:resetPwd') ? (
            <MenuItem onClick={pick(onResetPassword)}>
              <KeyIcon fontSize="small" sx={{ mr: 1 }} />
              {t('resetPwd')}
            </MenuItem>
          ) : null}
          {auth.hasPermi('system:user:edit') ? (
            <MenuItem onClick={pick(onAuthRole)}>
              <PersonCheckIcon fontSize="small" sx={{ mr: 1 }} />
              {t('authRole')}
            </MenuItem>
          ) : null}
        </Menu>
      </HasPermi>
    </Box>
  );
}
