import type { GenColumn, GenTable } from '@/features/tool/gen/client/api';
import { problemsOf, toInput, withTemplate } from './gen-edit-values';

const info: GenTable = {
  tableId: 7,
  tableName: 'bll_notice',
  tableComment: '通知',
  subTableName: null,
  subTableFkName: null,
  className: 'BllNotice',
  tplCategory: 'crud',
  tplWebType: 'element-ui',
  packageName: 'com.ruoyi.system',
  moduleName: 'system',
  businessName: 'notice',
  functionName: '通知',
  functionAuthor: 'ruoyi',
  genType: '0',
  genPath: '/',
  options: null,
  treeCode: 'notice_id',
  treeParentCode: null,
  treeName: null,
  parentMenuId: 3,
  createTime: null,
  updateTime: null,
};

const column = (columnName: string, javaField: string): GenColumn => ({
  columnId: 1,
  tableId: 7,
  columnName,
  columnComment: '',
  columnType: 'varchar(50)',
  javaType: 'string',
  javaField,
  isPk: '0',
  isIncrement: '0',
  isRequired: '0',
  isInsert: '1',
  isEdit: '1',
  isList: '1',
  isQuery: '0',
  queryType: 'EQ',
  htmlType: 'input',
  dictType: '',
  sort: 1,
});

describe('problemsOf', () => {
  it('finds nothing in complete settings', () => {
    expect(problemsOf({ info, columns: [column('title', 'title')] })).toEqual({ fields: [], columns: [], tab: null });
  });

  it('names empty required settings and opens the first tab that has one', () => {
    const found = problemsOf({ info: { ...info, className: ' ', moduleName: '' }, columns: [column('title', '')] });
    expect(found.fields).toEqual(['className', 'moduleName']);
    expect(found.columns).toEqual([0]);
    expect(found.tab).toBe('basic');
  });

  it('asks a tree template for its three tree columns', () => {
    const found = problemsOf({ info: { ...info, tplCategory: 'tree' }, columns: [] });
    expect(found.fields).toEqual(['treeParentCode', 'treeName']);
    expect(found.tab).toBe('genInfo');
  });

  it('asks a master-sub template for the sub-table and its foreign key', () => {
    expect(problemsOf({ info: { ...info, tplCategory: 'sub', subTableName: 'bll_item' }, columns: [] }).fields).toEqual(['subTableFkName']);
  });

  it('opens the columns tab when only a column lacks its property name', () => {
    expect(problemsOf({ info, columns: [column('a', 'a'), column('b', '')] })).toEqual({ fields: [], columns: [1], tab: 'columns' });
  });
});

describe('withTemplate', () => {
  it('forgets the sub-table when leaving the master-sub template', () => {
    const sub = { ...info, tplCategory: 'sub' as const, subTableName: 'bll_item', subTableFkName: 'notice_id' };
    expect(withTemplate(sub, 'crud')).toMatchObject({ tplCategory: 'crud', subTableName: '', subTableFkName: '' });
    expect(withTemplate(sub, 'sub')).toMatchObject({ subTableName: 'bll_item', subTableFkName: 'notice_id' });
  });
});

describe('toInput', () => {
  it('sends the columns and packs the tree and menu options into params', () => {
    const input = toInput({ info, columns: [column('title', 'title')] });
    expect(input.columns).toHaveLength(1);
    expect(input.params).toEqual({ treeCode: 'notice_id', treeParentCode: '', treeName: '', parentMenuId: 3 });
    expect(input.tableName).toBe('bll_notice');
  });
});
