/** What the generator works from: one imported table's settings and columns (gen_table, gen_table_column). */
export interface GenColumnSpec {
  columnName: string;
  columnComment: string;
  columnType: string;
  /** The stock RuoYi Java type (`Long`, `String`, …), kept for the stock clients; the generator does not read it. */
  javaType: string;
  /** The TypeScript type of the values (`string`, `number`, `boolean`): what the generated code uses. */
  tsType: string;
  /** The property name in generated code; the contract's field name. */
  javaField: string;
  isPk: string;
  isIncrement: string;
  isRequired: string;
  isInsert: string;
  isEdit: string;
  isList: string;
  isQuery: string;
  queryType: string;
  htmlType: string;
  dictType: string;
  sort: number;
}

/** The tree and menu settings kept as JSON in gen_table.options (contract 5.16, `params`). */
export interface GenOptions {
  treeCode?: string;
  treeParentCode?: string;
  treeName?: string;
  parentMenuId?: number;
}

export interface GenTableSpec {
  tableName: string;
  tableComment: string;
  className: string;
  tplCategory: string;
  packageName: string;
  moduleName: string;
  businessName: string;
  functionName: string;
  functionAuthor: string;
  /** Fields per row of the generated form (1 to 3). */
  formColNum: number;
  options: GenOptions;
  columns: GenColumnSpec[];
}

/** What the database itself says of a column when the code is generated: the generated table repeats it. */
export interface LiveColumn {
  columnName: string;
  notNull: boolean;
  /** The default expression as PostgreSQL prints it (`now()`, `'0'::bpchar`), or null. */
  defaultExpr: string | null;
  /** An identity column (`GENERATED … AS IDENTITY`). */
  identity: boolean;
}

/** One generated file: its stock-form preview key (`vm/ts/schema.ts.vm`), its path inside the project and its text. */
export interface GeneratedFile {
  key: string;
  path: string;
  source: string;
}
