'use client';

import { Box, Chip, Menu, MenuItem } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type MouseEvent, type WheelEvent } from 'react';
import { Link } from '@/i18n/link';
import type { TagAction, VisitedTag } from '@/lib/admin/tags';

interface Props {
  tags: VisitedTag[];
  activePath: string;
  onClose: (tag: VisitedTag, action: TagAction) => void;
  onRefresh: (tag: VisitedTag) => void;
}

const ACTIONS: TagAction[] = ['closeCurrent', 'closeOthers', 'closeLeft', 'closeRight', 'closeAll'];

/**
 * The visited pages as tabs, with a context menu to refresh or close them. More tabs than fit
 * scroll sideways, by the mouse wheel too (as the reference's scroll pane does), and the open
 * page's tab is scrolled into view.
 */
export function TagsView({ tags, activePath, onClose, onRefresh }: Props) {
  const t = useTranslations('admin.tags');
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    bar.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activePath, tags.length]);
  const scrollSideways = (event: WheelEvent<HTMLElement>) => {
    if (event.deltaY !== 0 && event.deltaX === 0) event.currentTarget.scrollLeft += event.deltaY;
  };
  const [menu, setMenu] = useState<{ x: number; y: number; tag: VisitedTag } | null>(null);
  const open = (event: MouseEvent, tag: VisitedTag) => {
    event.preventDefault();
    setMenu({ x: event.clientX, y: event.clientY, tag });
  };
  const index = menu ? tags.findIndex((tag) => tag.path === menu.tag.path) : -1;
  const disabled: Record<TagAction, boolean> = {
    closeCurrent: menu?.tag.affix ?? true,
    closeOthers: tags.every((tag) => tag.affix || tag.path === menu?.tag.path),
    closeLeft: tags.slice(0, Math.max(index, 0)).every((tag) => tag.affix),
    closeRight: tags.slice(index + 1).every((tag) => tag.affix),
    closeAll: tags.every((tag) => tag.affix),
  };
  return (
    <Box
      component="nav"
      aria-label={t('label')}
      data-testid="tags-view"
      ref={bar}
      onWheel={scrollSideways}
      sx={{
        display: 'flex',
        gap: 0.5,
        px: 1,
        py: 0.5,
        overflowX: 'auto',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {tags.map((tag) => {
        const active = tag.path === activePath;
        return (
          <Chip
            key={tag.path}
            component={Link}
            href={tag.fullPath}
            clickable
            size="small"
            label={tag.title}
            data-testid="tag"
            data-path={tag.path}
            data-affix={tag.affix || undefined}
            aria-current={active ? 'page' : undefined}
            onContextMenu={(event: MouseEvent) => open(event, tag)}
            onDelete={
              tag.affix
                ? undefined
                : (event: MouseEvent) => {
                    // The tab is a link: without this the browser would follow it after the tab closed.
                    event.preventDefault();
                    onClose(tag, 'closeCurrent');
                  }
            }
            variant={active ? 'filled' : 'outlined'}
            sx={{
              flexShrink: 0,
              borderRadius: 0.5,
              ...(active
                ? { bgcolor: 'primary.main', color: 'primary.contrastText', '& .MuiChip-deleteIcon': { color: 'primary.contrastText' } }
                : {}),
            }}
          />
        );
      })}
      <Menu
        open={menu !== null}
        onClose={() => setMenu(null)}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.y, left: menu.x } : undefined}
      >
        <MenuItem
          onClick={() => {
            if (menu) onRefresh(menu.tag);
            setMenu(null);
          }}
        >
          {t('refresh')}
        </MenuItem>
        {ACTIONS.map((action) => (
          <MenuItem
            key={action}
            disabled={disabled[action]}
            onClick={() => {
              if (menu) onClose(menu.tag, action);
              setMenu(null);
            }}
          >
            {t(action)}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
