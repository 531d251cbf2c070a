'use client';

import { Box, Checkbox, FormControlLabel, FormLabel } from '@mui/material';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState } from 'react';
import type { TreeSelectNode } from '@/lib/tree-select';
import { checkableIds, itemIdOf, parentIds, sameIds, selectionOf, storedOf } from './check-tree-model';

interface Props {
  label: string;
  nodes: TreeSelectNode[];
  /** The stored ids (see check-tree-model); a server's checkedKeys may come in as they are. */
  checked: number[];
  /** Receives the ids to store. */
  onChange(ids: number[]): void;
  /** Parent-child linking: the role's menuCheckStrictly or deptCheckStrictly. */
  linked: boolean;
  onLinkedChange(linked: boolean): void;
  /** Open every branch at first, as the reference's department tree does. */
  defaultExpanded?: boolean;
}

/**
 * The reference's checkable tree with its three toggles above it: expand or collapse all, check
 * all or none, and parent-child linking.
 */
export function CheckTree({ label, nodes, checked, onChange, linked, onLinkedChange, defaultExpanded = false }: Props) {
  const t = useTranslations('admin');
  const labelId = useId();
  const [expanded, setExpanded] = useState<readonly string[] | 'all'>(defaultExpanded ? 'all' : []);
  const parents = useMemo(() => parentIds(nodes), [nodes]);
  const checkable = useMemo(() => checkableIds(nodes), [nodes]);
  const selection = useMemo(() => selectionOf(nodes, checked, linked), [nodes, checked, linked]);
  const stored = useMemo(() => storedOf(nodes, selection, linked), [nodes, selection, linked]);

  // The server's checkedKeys leave linked parents out, and turning linking on or off changes what
  // is stored: the holder gets the list to store even when the person has not clicked the tree yet.
  useEffect(() => {
    if (nodes.length > 0 && !sameIds(stored, checked)) onChange(stored);
  }, [nodes, stored, checked, onChange]);

  const expandedItems = expanded === 'all' ? parents : expanded;
  const allExpanded = parents.length > 0 && parents.every((id) => expandedItems.includes(id));
  const storedSet = new Set(stored.map(String));
  const allChecked = checkable.length > 0 && checkable.every((id) => storedSet.has(id));

  return (
    <Box role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Checkbox size="small" checked={allExpanded} onChange={() => setExpanded(allExpanded ? [] : 'all')} />}
          label={t('tree.toggleAll')}
        />
        <FormControlLabel
          control={
            <Checkbox size="small" checked={allChecked} onChange={() => onChange(allChecked ? [] : storedOf(nodes, checkable, linked))} />
          }
          label={t('checkTree.checkAll')}
        />
        <FormControlLabel
          control={<Checkbox size="small" checked={linked} onChange={(event) => onLinkedChange(event.target.checked)} />}
          label={t('checkTree.linked')}
        />
      </Box>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 320, overflow: 'auto', py: 0.5 }}>
        <RichTreeView<TreeSelectNode, true>
          aria-label={label}
          items={nodes}
          getItemId={itemIdOf}
          multiSelect
          checkboxSelection
          selectionPropagation={{ parents: linked, descendants: linked }}
          selectedItems={selection}
          onSelectedItemsChange={(_, ids) => onChange(storedOf(nodes, ids, linked))}
          isItemSelectionDisabled={(node) => node.disabled === true}
          expandedItems={expandedItems}
          onExpandedItemsChange={(_, ids) => setExpanded(ids)}
        />
      </Box>
    </Box>
  );
}
