'use client';

import { Box, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTranslations } from 'next-intl';
import { useMemo, useState, type MouseEvent } from 'react';
import { filterTree } from '@/components/admin/tree/tree-filter';
import { flattenTree, type TreeSelectNode } from '@/lib/tree-select';

interface Props {
  nodes: TreeSelectNode[];
  /** The department the list is filtered by, or null for all. */
  selected: number | null;
  onSelect: (deptId: number | null) => void;
}

const parentIds = (nodes: TreeSelectNode[]) =>
  flattenTree(nodes)
    .filter((node) => node.children?.length)
    .map((node) => String(node.id));
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/**
 * The department tree beside the user list, as the reference draws it: a name filter, every
 * branch open, a click on a department filters the list by it (and its descendants, which the
 * API includes); a click on the chosen department again shows every user.
 */
export function DeptTreePanel({ nodes, selected, onSelect }: Props) {
  const t = useTranslations('admin.user');
  const [filter, setFilter] = useState('');
  // null: every branch open, as on arrival and after each change of the filter text.
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const visible = useMemo(() => filterTree(nodes, filter), [nodes, filter]);
  const allOpen = useMemo(() => parentIds(visible), [visible]);
  const chosen = selected === null ? null : String(selected);

  return (
    <Box>
      <TextField
        fullWidth
        size="small"
        label={t('deptName')}
        placeholder={t('deptFilterPlaceholder')}
        value={filter}
        onChange={(event) => {
          setFilter(event.target.value);
          setExpanded(null);
        }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 2 }}
      />
      <RichTreeView<TreeSelectNode, false>
        aria-label={t('deptTree')}
        items={visible}
        getItemId={(node) => String(node.id)}
        getItemLabel={(node) => node.label}
        expansionTrigger="iconContainer"
        expandedItems={expanded ?? allOpen}
        onExpandedItemsChange={(_, itemIds) => setExpanded(itemIds)}
        selectedItems={chosen}
        onSelectedItemsChange={(_, itemId) => onSelect(itemId === null || itemId === chosen ? null : Number(itemId))}
        // The arrow only opens and closes a branch; choosing a department is a click on its name.
        slotProps={{ item: { slotProps: { iconContainer: { onClick: stopPropagation } } } }}
      />
    </Box>
  );
}
