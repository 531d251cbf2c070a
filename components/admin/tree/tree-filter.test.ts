import type { TreeSelectNode } from '@/lib/tree-select';
import { ancestorIdsOf, filterTree, firstEnabledId } from './tree-filter';

const TREE: TreeSelectNode[] = [
  {
    id: 100,
    label: '若依科技',
    children: [
      {
        id: 101,
        label: '深圳总公司',
        children: [
          { id: 103, label: '研发部门' },
          { id: 104, label: 'Market' },
        ],
      },
      { id: 102, label: '长沙分公司', disabled: true, children: [{ id: 108, label: '市场部门' }] },
    ],
  },
];

describe('filterTree', () => {
  it('keeps everything for blank text', () => {
    expect(filterTree(TREE, '  ')).toBe(TREE);
  });

  it('keeps the matches with the ancestors leading to them', () => {
    expect(filterTree(TREE, '市场')).toEqual([
      {
        id: 100,
        label: '若依科技',
        children: [{ id: 102, label: '长沙分公司', disabled: true, children: [{ id: 108, label: '市场部门' }] }],
      },
    ]);
  });

  it('keeps a matching node whole and ignores case', () => {
    const [root] = filterTree(TREE, 'market');
    expect(root.children?.[0].children).toEqual([{ id: 104, label: 'Market' }]);
    expect(filterTree(TREE, '深圳')[0].children?.[0].children).toHaveLength(2);
  });

  it('finds nothing when nothing matches', () => {
    expect(filterTree(TREE, '不存在')).toEqual([]);
  });
});

describe('ancestorIdsOf', () => {
  it('lists the way down to a node, the node left out', () => {
    expect(ancestorIdsOf(TREE, 103)).toEqual(['100', '101']);
    expect(ancestorIdsOf(TREE, 100)).toEqual([]);
    expect(ancestorIdsOf(TREE, 999)).toEqual([]);
  });
});

describe('firstEnabledId', () => {
  it('skips disabled nodes and looks only into expanded ones', () => {
    const tree: TreeSelectNode[] = [
      { id: 1, label: 'a', disabled: true, children: [{ id: 2, label: 'b' }] },
      { id: 3, label: 'c' },
    ];
    expect(firstEnabledId(tree, [])).toBe('3');
    expect(firstEnabledId(tree, ['1'])).toBe('2');
    expect(firstEnabledId([{ id: 1, label: 'a', disabled: true }], [])).toBeNull();
  });
});
