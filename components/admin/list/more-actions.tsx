'use client';

import { Button, Menu, MenuItem } from '@mui/material';
import MoreIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import { useState, type ReactNode } from 'react';
import { HasPermi, useAuth } from '@/components/admin/permission';

export interface MoreAction {
  label: string;
  icon: ReactNode;
  permission: string;
  onChoose: () => void;
}

/**
 * A row's 更多: its less common actions in a menu. The button shows while the person may do any
 * of them, and the menu offers only those they may do.
 */
export function MoreActions({ label, actions }: { label: string; actions: MoreAction[] }) {
  const auth = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: MoreAction) => () => {
    setAnchor(null);
    action.onChoose();
  };
  return (
    <HasPermi value={actions.map((action) => action.permission)}>
      <Button
        size="small"
        startIcon={<MoreIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions
          .filter((action) => auth.hasPermi(action.permission))
          .map((action) => (
            <MenuItem key={action.label} onClick={choose(action)}>
              {action.icon}
              {action.label}
            </MenuItem>
          ))}
      </Menu>
    </HasPermi>
  );
}
