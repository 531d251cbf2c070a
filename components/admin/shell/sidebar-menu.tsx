'use client';

import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useState, type MouseEvent } from 'react';
import { Link } from '@/i18n/link';
import { menuContains, menuLeaves, type MenuEntry } from '@/lib/admin/server-routes';
import { MenuIcon } from '../menu-icon';

export interface SidebarColours {
  text: string;
  active: string;
  hover: string;
  /** The open page's entry: the active colour is a shade that reads on it. */
  selected: string;
}

interface Props {
  entries: MenuEntry[];
  activePath: string;
  collapsed: boolean;
  colours: SidebarColours;
  onNavigate: () => void;
}

/** An entry's link: pages in the shell, external addresses in a new tab. */
function linkProps(entry: MenuEntry) {
  return entry.external
    ? { component: 'a' as const, href: entry.path, target: '_blank', rel: 'noopener noreferrer' }
    : { component: Link, href: entry.path };
}

/** The sidebar's menu: nested directories that open in place, or, collapsed, icons with fly-out menus. */
export function SidebarMenu({ entries, activePath, collapsed, colours, onNavigate }: Props) {
  return (
    <List component="nav" dense disablePadding aria-label="menu">
      {entries.map((entry) => (
        <SidebarEntry
          key={entry.key}
          entry={entry}
          depth={0}
          activePath={activePath}
          collapsed={collapsed}
          colours={colours}
          onNavigate={onNavigate}
        />
      ))}
    </List>
  );
}

function SidebarEntry({
  entry,
  depth,
  activePath,
  collapsed,
  colours,
  onNavigate,
}: Omit<Props, 'entries'> & { entry: MenuEntry; depth: number }) {
  const holdsActive = menuContains(entry, activePath);
  const [open, setOpen] = useState(holdsActive);
  const [flyout, setFlyout] = useState<HTMLElement | null>(null);
  const itemSx = {
    pl: collapsed ? 2 : 2 + depth * 1.5,
    minHeight: 48,
    color: holdsActive && entry.children.length === 0 ? colours.active : colours.text,
    '&:hover': { backgroundColor: colours.hover },
    '&.Mui-selected, &.Mui-selected:hover': { backgroundColor: colours.selected },
    '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 34 },
  };
  const label = collapsed ? null : <ListItemText primary={entry.title} slotProps={{ primary: { noWrap: true } }} />;

  if (entry.children.length === 0) {
    const button = (
      <ListItemButton
        {...linkProps(entry)}
        selected={entry.path === activePath}
        onClick={onNavigate}
        sx={itemSx}
        aria-current={entry.path === activePath ? 'page' : undefined}
      >
        <ListItemIcon>
          <MenuIcon name={entry.icon} />
        </ListItemIcon>
        {label}
      </ListItemButton>
    );
    return collapsed ? (
      <Tooltip title={entry.title} placement="right">
        {button}
      </Tooltip>
    ) : (
      button
    );
  }

  if (collapsed) {
    return (
      <>
        <Tooltip title={entry.title} placement="right">
          <ListItemButton
            onClick={(event: MouseEvent<HTMLElement>) => setFlyout(event.currentTarget)}
            sx={itemSx}
            aria-haspopup="menu"
            aria-label={entry.title}
          >
            <ListItemIcon>
              <MenuIcon name={entry.icon} />
            </ListItemIcon>
          </ListItemButton>
        </Tooltip>
        <Menu
          anchorEl={flyout}
          open={Boolean(flyout)}
          onClose={() => setFlyout(null)}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {menuLeaves(entry.children).map((leaf) => (
            <MenuItem
              key={leaf.path}
              {...(leaf.external
                ? { component: 'a', href: leaf.path, target: '_blank', rel: 'noopener noreferrer' }
                : { component: Link, href: leaf.path })}
              selected={leaf.path === activePath}
              onClick={() => {
                setFlyout(null);
                onNavigate();
              }}
            >
              {leaf.title}
            </MenuItem>
          ))}
        </Menu>
      </>
    );
  }

  return (
    <>
      <ListItemButton onClick={() => setOpen(!open)} sx={{ ...itemSx, color: colours.text }} aria-expanded={open}>
        <ListItemIcon>
          <MenuIcon name={entry.icon} />
        </ListItemIcon>
        {label}
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List component="div" role="group" dense disablePadding>
          {entry.children.map((child) => (
            <SidebarEntry
              key={child.key}
              entry={child}
              depth={depth + 1}
              activePath={activePath}
              collapsed={false}
              colours={colours}
              onNavigate={onNavigate}
            />
          ))}
        </List>
      </Collapse>
    </>
  );
}
