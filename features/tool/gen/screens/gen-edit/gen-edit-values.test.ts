import type { GenColumn, GenTable } from '@/features/tool/gen/client/api';
import { problemsOf as findProblems, toInput, withTemplate, type GenEditValues } from './gen-edit-values';

/** The problems' fields, the indexes of the columns with one, and the tab opened; their keys are checked apart. */
const problemsOf = (values: GenEditValues) => {
  const found = findProblems(values);
  return { fields: Object.keys(found.fields), columns: Object.keys(found.columns).map(Number), tab: found.tab };
};

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
  formColNum: 1,
  genType: '0',
  genPath: '/',
  options: null,
  createBy: 'admin',
  createTime: '2026-11-26 10:00:00',
  updateBy: '',
  updateTime: null,
  remark: null,
  treeCode: 'notice_id',
  treeParentCode: null,
  treeName: null,
  parentMenuId: 3,
  parentMenuName: null,
  genView: '0',
  view: false,
  sub: false,
  tree: false,
  crud: true,
};

const column = (columnName: string, javaField: string): GenColumn => ({
  columnId: 1,
  tableId: 7,
  columnName,
  columnComment: '',
  columnType: 'varchar(50)',
  javaType: 'String',
  tsType: 'string',
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
  createBy: 'admin',
  createTime: '2026-11-26 10:00:00',
  updateBy: '',
  updateTime: null,
  pk: false,
  increment: false,
  required: false,
  insert: true,
  edit: true,
  list: true,
  query: false,
  superColumn: false,
  usableColumn: false,
  capJavaField: javaField.charAt(0).toUpperCase() + javaField.slice(1),
});

describe('problemsOf', () => {
  it('finds nothing in complete settings', () => {
    expect(problemsOf({ info, columns: [column('title', 'title')] })).toEqual({ fields: [], columns: [], tab: null });
  });

  it('names empty required settings and opens the first tab that has one', () => {
    const values = { info: { ...info, className: ' ', moduleName: '' }, columns: [column('title', '')] };
    const found = problemsOf(values);
    expect(found.fields).toEqual(['className', 'moduleName']);
    expect(found.columns).toEqual([0]);
    expect(found.tab).toBe('basic');
    const { fields, columns } = findProblems(values);
    expect(fields.className).toMatchObject({ key: 'required' });
    expect(columns[0].javaField).toMatchObject({ key: 'required' });
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

  it('checks the names the generated code will use, as the API does', () => {
    const found = findProblems({ info: { ...info, className: 'bllNotice' }, columns: [column('a', 'class')] });
    expect(found.fields.className).toMatchObject({ key: 'pattern', message: '实体类名称只能以大写字母开头，包含字母和数字' });
    expect(found.columns[0].javaField).toMatchObject({ key: 'reserved', message: '字段属性名不能是保留字' });
    expect(found.tab).toBe('basic');
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
