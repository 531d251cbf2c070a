'use client';

import { Box, Button, Menu, MenuItem } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DoubleArrowIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import EditIcon from '@mui/icons-material/EditOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { HasPermi } from '@/components/admin/permission';

interface Props {
  onEdit: () => void;
  onRemove: () => void;
  onDataScope: () => void;
  onAuthUser: () => void;
}

/** A role row's actions: edit, delete, and under 更多 its data scope and its users. */
export function RoleRowActions({ onEdit, onRemove, onDataScope, onAuthUser }: Props) {
  const t = useTranslations('admin.role');
  const common = useTranslations('admin.common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', gap: 0.5 }}>
      <HasPermi value={['system:role:edit']}>
        <Button size="small" startIcon={<EditIcon />} onClick={onEdit}>
          {common('edit')}
        </Button>
      </HasPermi>
      <HasPermi value={['system:role:remove']}>
        <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onRemove}>
          {common('remove')}
        </Button>
      </HasPermi>
      <HasPermi value={['system:role:edit']}>
        <Button size="small" startIcon={<DoubleArrowIcon />} aria-haspopup="menu" aria-expanded={anchor !== null} onClick={(event) => setAnchor(event.currentTarget)}>
          {t('more')}
        </Button>
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          <MenuItem onClick={choose(onDataScope)}>
            <CheckCircleIcon fontSize="small" sx={{ mr: 1 }} />
            {t('dataScope')}
          </MenuItem>
          <MenuItem onClick={choose(onAuthUser)}>
            <PersonIcon fontSize="small" sx={{ mr: 1 }} />
            {t('authUser')}
          </MenuItem>
        </Menu>
      </HasPermi>
    </Box>
  );
}
