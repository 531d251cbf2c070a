import { flattenTree, type TreeSelectNode } from '@/lib/tree-select';

/**
 * The two views of a checkable tree (contract, end of 5.2). The stored list is what a role keeps:
 * unlinked, exactly the checked ids; linked, the checked ids plus the half-checked ancestors of
 * checked nodes (so the menu a parent directory opens still shows). The selection is what the tree
 * view draws as checked; linked, a parent is selected only when every checkable node below it is.
 * Ids the tree does not hold are left out of both: the tree is all the person can see and change.
 */

const checkable = (node: TreeSelectNode) => node.disabled !== true;

export const itemIdOf = (node: TreeSelectNode) => String(node.id);

/** The tree view's selection for a stored list. */
export function selectionOf(nodes: TreeSelectNode[], stored: number[], linked: boolean): string[] {
  const held = new Set(stored);
  if (!linked)
    return flattenTree(nodes)
      .filter((node) => held.has(node.id))
      .map(itemIdOf);
  const selection: string[] = [];
  // A subtree is covered when every checkable node in it is selected.
  const visit = (node: TreeSelectNode): { covered: boolean; hasCheckable: boolean } => {
    const below = (node.children ?? []).map(visit);
    const checkableBelow = below.some((result) => result.hasCheckable);
    const coveredBelow = below.every((result) => result.covered);
    // A parent's own entry in the stored list may be a half-checked mark; its descendants decide.
    const selected = checkable(node) && checkableBelow ? coveredBelow : held.has(node.id);
    if (selected) selection.push(itemIdOf(node));
    return { covered: coveredBelow && (selected || !checkable(node)), hasCheckable: checkableBelow || checkable(node) };
  };
  nodes.forEach(visit);
  return selection;
}

/** The stored list for the tree view's selection, in tree order. */
export function storedOf(nodes: TreeSelectNode[], selection: readonly string[], linked: boolean): number[] {
  const selected = new Set(selection);
  const stored: number[] = [];
  const visit = (node: TreeSelectNode): boolean => {
    const index = stored.length;
    const below = (node.children ?? []).map(visit).some(Boolean);
    const keep = selected.has(itemIdOf(node)) || (linked && below);
    // Parents go before the nodes found below them.
    if (keep) stored.splice(index, 0, node.id);
    return keep;
  };
  nodes.forEach(visit);
  return stored;
}

/** Every node that can be checked. */
export function checkableIds(nodes: TreeSelectNode[]): string[] {
  return flattenTree(nodes).filter(checkable).map(itemIdOf);
}

/** Every node with children: what "expand all" opens. */
export function parentIds(nodes: TreeSelectNode[]): string[] {
  return flattenTree(nodes)
    .filter((node) => (node.children ?? []).length > 0)
    .map(itemIdOf);
}

/** Whether two id lists hold the same ids, in any order. */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const first = new Set(a);
  const second = new Set(b);
  return first.size === second.size && [...second].every((id) => first.has(id));
}
