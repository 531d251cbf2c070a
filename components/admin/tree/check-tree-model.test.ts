import type { TreeSelectNode } from '@/lib/tree-select';
import { checkableIds, parentIds, sameIds, selectionOf, storedOf } from './check-tree-model';

// 1 system ─ 100 user ─ 1000 query, 1001 add
//          └ 101 role
// 2 monitor ─ 109 online
// 3 tool (no children)
const tree: TreeSelectNode[] = [
  {
    id: 1,
    label: 'system',
    children: [
      {
        id: 100,
        label: 'user',
        children: [
          { id: 1000, label: 'query' },
          { id: 1001, label: 'add' },
        ],
      },
      { id: 101, label: 'role' },
    ],
  },
  { id: 2, label: 'monitor', children: [{ id: 109, label: 'online' }] },
  { id: 3, label: 'tool' },
];

describe('linked trees', () => {
  it('reads the server checkedKeys (parents left out) as the leaves they name', () => {
    expect(selectionOf(tree, [1000, 109], true).sort()).toEqual(['1000', '109', '2'].sort());
  });

  it('selects a parent when every node below it is checked, whether or not it was stored', () => {
    expect(selectionOf(tree, [1000, 1001, 101], true).sort()).toEqual(['1', '100', '1000', '1001', '101'].sort());
  });

  it('treats a stored parent whose children are not all checked as half-checked, not selected', () => {
    expect(selectionOf(tree, [1, 100, 1000], true)).toEqual(['1000']);
  });

  it('drops a stored parent with no checked child, as the reference tree does', () => {
    expect(selectionOf(tree, [2], true)).toEqual([]);
  });

  it('stores the selection plus the ancestors of selected nodes, parents first', () => {
    expect(storedOf(tree, ['1000', '3'], true)).toEqual([1, 100, 1000, 3]);
  });

  it('round-trips: the stored list reads back as the same selection', () => {
    const selection = ['1000', '101'];
    const stored = storedOf(tree, selection, true);
    expect(selectionOf(tree, stored, true).sort()).toEqual(selection.sort());
    expect(storedOf(tree, selectionOf(tree, stored, true), true)).toEqual(stored);
  });

  it('leaves out ids the tree does not hold', () => {
    expect(storedOf(tree, selectionOf(tree, [1000, 9999], true), true)).toEqual([1, 100, 1000]);
  });

  it('does not count disabled nodes against a parent being fully checked', () => {
    const depts: TreeSelectNode[] = [
      {
        id: 100,
        label: 'root',
        children: [
          { id: 101, label: 'a' },
          { id: 102, label: 'closed', disabled: true },
        ],
      },
    ];
    expect(selectionOf(depts, [101], true).sort()).toEqual(['100', '101']);
  });
});

describe('unlinked trees', () => {
  it('shows and stores exactly the checked ids', () => {
    expect(selectionOf(tree, [1, 1000, 9999], false)).toEqual(['1', '1000']);
    expect(storedOf(tree, ['1', '1000'], false)).toEqual([1, 1000]);
  });
});

describe('helpers', () => {
  it('lists the parents and the checkable nodes', () => {
    expect(parentIds(tree)).toEqual(['1', '100', '2']);
    expect(checkableIds([{ id: 1, label: 'a', children: [{ id: 2, label: 'b', disabled: true }] }])).toEqual(['1']);
  });

  it('compares id lists as sets', () => {
    expect(sameIds([1, 2], [2, 1])).toBe(true);
    expect(sameIds([1, 2], [1, 1])).toBe(false);
  });
});
