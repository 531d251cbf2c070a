'use client';

import { Box, IconButton, InputAdornment, Popover, TextField, Typography } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ClearIcon from '@mui/icons-material/Clear';
import { RichTreeView, useRichTreeViewApiRef } from '@mui/x-tree-view';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { flattenTree, type TreeSelectNode } from '@/lib/tree-select';
import { ancestorIdsOf, filterTree, firstEnabledId } from './tree-filter';

export interface TreeSelectFieldProps {
  label: string;
  value: number | null;
  onChange(id: number | null): void;
  options: TreeSelectNode[];
  required?: boolean;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  placeholder?: string;
}

const OPEN_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * A form field that picks one node of a tree (a parent menu, a department): it reads like a
 * select showing the chosen node's label and opens a filterable tree under itself. Disabled
 * nodes cannot be chosen. Keyboard: Enter, Space or ArrowDown opens it; in the filter box
 * ArrowDown moves into the tree, where arrows move, Enter opens a branch or picks a leaf, Space
 * picks the node under focus, and Escape closes.
 */
export function TreeSelectField({
  label,
  value,
  onChange,
  options,
  required,
  error,
  helperText,
  disabled,
  placeholder,
}: TreeSelectFieldProps) {
  const t = useTranslations('admin.tree');
  const treeId = useId();
  const apiRef = useRichTreeViewApiRef<TreeSelectNode>();
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState<string[]>([]);

  const chosen = useMemo(() => (value === null ? undefined : flattenTree(options).find((node) => node.id === value)), [options, value]);
  const shown = useMemo(() => filterTree(options, filter), [options, filter]);

  // The roots' children and the way down to the chosen node show at first.
  const startExpansion = () => [...options.map((node) => String(node.id)), ...(value === null ? [] : ancestorIdsOf(options, value))];
  const openTree = () => {
    if (disabled) return;
    setFilter('');
    setExpanded(startExpansion());
    setOpen(true);
  };
  const changeFilter = (text: string) => {
    setFilter(text);
    // Every match is laid open while filtering; clearing the filter goes back to the start.
    setExpanded(text.trim() ? flattenTree(filterTree(options, text)).map((node) => String(node.id)) : startExpansion());
  };
  // Nodes that arrive while the tree is open (it opened before its data loaded) open as they
  // would have at the start, beside what the reader opened meanwhile.
  const nodeCount = useMemo(() => flattenTree(options).length, [options]);
  const [expandedFor, setExpandedFor] = useState(nodeCount);
  if (expandedFor !== nodeCount) {
    setExpandedFor(nodeCount);
    if (open && !filter.trim()) setExpanded([...new Set([...expanded, ...startExpansion()])]);
  }
  const close = () => setOpen(false);
  const choose = (itemId: string) => {
    const node = flattenTree(options).find((candidate) => String(candidate.id) === itemId);
    if (!node || node.disabled) return;
    onChange(node.id);
    close();
  };
  const fieldKeyDown = (event: KeyboardEvent) => {
    if (!OPEN_KEYS.includes(event.key)) return;
    event.preventDefault();
    openTree();
  };
  const filterKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    const first = firstEnabledId(shown, expanded);
    if (!first) return;
    event.preventDefault();
    apiRef.current?.focusItem(event, first);
  };

  const clearable = !required && !disabled && value !== null;
  return (
    <>
      <TextField
        ref={setAnchor}
        label={label}
        value={chosen?.label ?? ''}
        placeholder={placeholder}
        required={required}
        error={error}
        helperText={helperText}
        disabled={disabled}
        fullWidth
        onClick={openTree}
        slotProps={{
          htmlInput: {
            onKeyDown: fieldKeyDown,
            readOnly: true,
            role: 'combobox',
            'aria-haspopup': 'tree',
            'aria-expanded': open,
            'aria-controls': open ? treeId : undefined,
            style: { cursor: disabled ? 'default' : 'pointer' },
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {clearable ? (
                  <IconButton
                    size="small"
                    aria-label={t('clear', { label })}
                    onClick={(event) => {
                      event.stopPropagation();
                      onChange(null);
                    }}
                  >
                    <ClearIcon fontSize="small" />
                  </IconButton>
                ) : null}
                <ArrowDropDownIcon color={disabled ? 'disabled' : 'action'} />
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: { sx: { width: anchor?.clientWidth, minWidth: 240, maxHeight: 360, display: 'flex', flexDirection: 'column' } },
        }}
      >
        <Box sx={{ p: 1 }}>
          <TextField
            size="small"
            fullWidth
            autoFocus
            value={filter}
            onChange={(event) => changeFilter(event.target.value)}
            onKeyDown={filterKeyDown}
            placeholder={t('filter')}
            slotProps={{ htmlInput: { 'aria-label': t('filterOf', { label }) } }}
          />
        </Box>
        <Box sx={{ overflow: 'auto', px: 1, pb: 1 }}>
          {shown.length ? (
            <RichTreeView<TreeSelectNode>
              id={treeId}
              aria-label={label}
              apiRef={apiRef}
              items={shown}
              getItemId={(node) => String(node.id)}
              isItemDisabled={(node) => Boolean(node.disabled)}
              expansionTrigger="iconContainer"
              expandedItems={expanded}
              onExpandedItemsChange={(_, itemIds) => setExpanded(itemIds)}
              selectedItems={value === null ? null : String(value)}
              onItemSelectionToggle={(_, itemId) => choose(itemId)}
            />
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
              {t('noMatch')}
            </Typography>
          )}
        </Box>
      </Popover>
    </>
  );
}
