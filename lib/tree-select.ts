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

/** A TreeSelect node as the server builds it: `disabled` always given. */
export interface TreeSelect extends TreeSelectNode {
  disabled: boolean;
  children?: TreeSelect[];
}

/** Every node of a forest, depth first. */
export function flattenTree(nodes: TreeSelectNode[]): TreeSelectNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children ?? [])]);
}
