import type { TreeSelectNode } from '@/lib/tree-select';
import { buildTree } from '@/lib/tree';

interface Mapping<Row> {
  id: keyof Row & string;
  parentId: keyof Row & string;
  label: (row: Row) => string;
  /** Rows that show but cannot be chosen; their descendants cannot either. */
  disabled?: (row: Row) => boolean;
}

/**
 * Flat rows (menus, departments) as the picker's tree, linked by id and parent id in the rows'
 * order. A disabled row disables everything below it: the menu being edited cannot move under
 * itself or its own children.
 */
export function toTreeSelect<Row extends Record<string, unknown>>(rows: Row[], mapping: Mapping<Row>): TreeSelectNode[] {
  type Built = Row & { children: Built[] };
  const convert = (node: Built, parentDisabled: boolean): TreeSelectNode => {
    const disabled = parentDisabled || Boolean(mapping.disabled?.(node));
    const children = node.children.map((child) => convert(child, disabled));
    return {
      id: Number(node[mapping.id]),
      label: mapping.label(node),
      ...(disabled ? { disabled } : {}),
      ...(children.length ? { children } : {}),
    };
  };
  return (buildTree(rows, mapping.id, mapping.parentId) as Built[]).map((node) => convert(node, false));
}
