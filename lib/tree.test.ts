import { buildTree } from './tree';

describe('buildTree', () => {
  it('nests rows under their parents in order', () => {
    const tree = buildTree([
      { id: 1, parentId: 0, name: 'a' },
      { id: 2, parentId: 1, name: 'b' },
      { id: 3, parentId: 1, name: 'c' },
      { id: 4, parentId: 2, name: 'd' },
    ]);
    expect(tree).toHaveLength(1);
    expect(tree[0].children.map((c) => c.name)).toEqual(['b', 'c']);
    expect(tree[0].children[0].children[0].name).toBe('d');
  });

  it('uses other key names and makes orphans roots', () => {
    const tree = buildTree(
      [
        { menuId: 5, parentId: 99 },
        { menuId: 6, parentId: 5 },
      ],
      'menuId',
    );
    expect(tree).toHaveLength(1);
    expect(tree[0].children[0].menuId).toBe(6);
  });

  it('never hangs on a row that is its own parent or on a loop', () => {
    const tree = buildTree([
      { id: 1, parentId: 1 },
      { id: 2, parentId: 3 },
      { id: 3, parentId: 2 },
    ]);
    const count = (nodes: { children: unknown[] }[]): number => nodes.reduce((n, node) => n + 1 + count(node.children as never), 0);
    expect(count(tree)).toBe(3);
  });
});
