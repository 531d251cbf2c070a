/**
 * Builds a tree from flat rows linked by id and parent id (spec section 3: `id, parentId,
 * children`), as the admin tables and pickers need. Rows whose parent is missing become roots;
 * a row listing itself, or a loop of rows, never hangs it: each row is placed once.
 */
export type TreeNode<T> = T & { children: TreeNode<T>[] };

export function buildTree<T extends Record<string, unknown>>(rows: T[], idKey = 'id', parentKey = 'parentId'): TreeNode<T>[] {
  const nodes = new Map<unknown, TreeNode<T>>();
  for (const row of rows) if (!nodes.has(row[idKey])) nodes.set(row[idKey], { ...row, children: [] });
  const roots: TreeNode<T>[] = [];
  for (const [id, node] of nodes) {
    const parent = nodes.get(node[parentKey]);
    if (parent && parent !== node && !isBelow(parent, id, nodes, idKey, parentKey)) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Whether `candidate` sits below the node `id`: linking them would close a loop. */
function isBelow<T extends Record<string, unknown>>(
  candidate: TreeNode<T>,
  id: unknown,
  nodes: Map<unknown, TreeNode<T>>,
  idKey: string,
  parentKey: string,
): boolean {
  const visited = new Set<unknown>();
  let current: TreeNode<T> | undefined = candidate;
  while (current && !visited.has(current[idKey])) {
    if (current[idKey] === id) return true;
    visited.add(current[idKey]);
    current = nodes.get(current[parentKey]);
  }
  return false;
}
