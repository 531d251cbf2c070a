import { buildTree, type TreeNode } from '@/lib/tree';
import type { TreeSelect } from '@/lib/tree-select';

/** One row of a tree picker before it is linked to its parent. */
export type TreeSelectRow = {
  id: number;
  parentId: number;
  label: string;
  disabled: boolean;
};

function toTreeSelect(node: TreeNode<TreeSelectRow>): TreeSelect {
  const { id, label, disabled } = node;
  return node.children.length > 0 ? { id, label, disabled, children: node.children.map(toTreeSelect) } : { id, label, disabled };
}

/**
 * Rows ordered by parent and order number become the picker's forest. A row whose parent is not
 * among them (outside the caller's data scope, or a broken link) becomes a root, as in the reference.
 */
export function treeSelectOf(rows: TreeSelectRow[]): TreeSelect[] {
  return buildTree(rows, 'id', 'parentId').map(toTreeSelect);
}

/**
 * The checked ids a tree with linked parent and child checkboxes should show: a stored id that is
 * the parent of another stored id is left out, since the tree derives it (contract 5.2
 * deptCheckStrictly, 5.3 menuCheckStrictly), as the reference's query does.
 */
export function checkedKeysOf(stored: { id: number; parentId: number }[], linked: boolean): number[] {
  if (!linked) return stored.map((row) => row.id);
  const parents = new Set(stored.map((row) => row.parentId));
  return stored.filter((row) => !parents.has(row.id)).map((row) => row.id);
}
