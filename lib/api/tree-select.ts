/**
 * The contract's TreeSelect (section 4): what department and menu pickers receive from
 * `/system/user/deptTree`, `/system/menu/treeselect` and the role trees. `children` is absent
 * on leaves; `disabled` marks disabled departments.
 */
export interface TreeSelectNode {
  id: number;
  label: string;
  disabled?: boolean;
  children?: TreeSelectNode[];
}

/** The ids of a node and everything below it. */
export function idsBelow(node: TreeSelectNode): number[] {
  return [node.id, ...(node.children ?? []).flatMap(idsBelow)];
}

/** Every node of a forest, depth first. */
export function flattenTree(nodes: TreeSelectNode[]): TreeSelectNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children ?? [])]);
}
