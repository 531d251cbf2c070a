import type { TreeSelectNode } from '@/lib/tree-select';

/**
 * The nodes whose label contains `text` (case-insensitive), with the ancestors that lead to them
 * so the match keeps its place; a matching node keeps its whole subtree. Blank text keeps all.
 */
export function filterTree(nodes: TreeSelectNode[], text: string): TreeSelectNode[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return nodes;
  return nodes.flatMap((node) => {
    if (node.label.toLowerCase().includes(needle)) return [node];
    const children = filterTree(node.children ?? [], needle);
    return children.length ? [{ ...node, children }] : [];
  });
}

/** The ids (as the tree view's strings) of the nodes leading to `id`, the node itself excluded. */
export function ancestorIdsOf(nodes: TreeSelectNode[], id: number): string[] {
  return pathTo(nodes, id)?.slice(0, -1) ?? [];
}

function pathTo(nodes: TreeSelectNode[], id: number): string[] | null {
  for (const node of nodes) {
    if (node.id === id) return [String(node.id)];
    const below = pathTo(node.children ?? [], id);
    if (below) return [String(node.id), ...below];
  }
  return null;
}

/** The first node a keyboard can land on among the shown rows (roots, and children of expanded nodes). */
export function firstEnabledId(nodes: TreeSelectNode[], expanded: readonly string[]): string | null {
  for (const node of nodes) {
    if (!node.disabled) return String(node.id);
    if (expanded.includes(String(node.id))) {
      const below = firstEnabledId(node.children ?? [], expanded);
      if (below) return below;
    }
  }
  return null;
}
