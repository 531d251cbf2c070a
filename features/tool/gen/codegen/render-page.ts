import { dictOf, dictsOf, dictVar, plainQueryFieldsOf, rangeFieldOf } from './screen-parts';
import { commentText, tsString, upperFirst } from './source-text';
import type { FieldModel, TableModel } from './table-model';

/** A list column's spec: the field's name, or with the dictionary or the yes/no its cell shows. */
function columnOf(field: FieldModel): string {
  const dict = dictOf(field);
  const key = tsString(field.name);
  if (dict) return `{ key: ${key}, dict: ${dictVar(dict)} }`;
  if (field.kind === 'boolean')
    return `{ key: ${key}, render: (row) => (row.${field.name} === null ? '' : row.${field.name} ? '是' : '否') }`;
  return key;
}

function filterOf(field: FieldModel): string {
  const dict = dictOf(field);
  return dict ? `{ name: ${tsString(field.name)}, options: ${dictVar(dict)} }` : tsString(field.name);
}

/** `features/<module>/<business>/screens/<business>-page.tsx`: query form, buttons, table, pager and the form dialog. */
export function renderPage(model: TableModel): string {
  const { typeName, business, permission } = model;
  const namespace = `admin.${business}`;
  const queryFields = plainQueryFieldsOf(model);
  const range = rangeFieldOf(model);
  const listDicts = dictsOf([...model.listFields, ...queryFields]);
  const formDicts = dictsOf(model.formFields);
  const dicts = [...new Set([...listDicts, ...formDicts])];

  const imports = [
    "import { useMemo } from 'react';",
    "import type { ColumnSpec } from '@/components/admin/list/columns';",
    "import { ListScreen } from '@/components/admin/list/list-screen';",
    dicts.length ? "import { useDict } from '@/components/admin/list/use-dict';" : '',
    `import { ${business}Rows, type ${typeName} } from '../client/api';`,
    `import { ${typeName}Form } from './${business}-form';`,
  ].filter(Boolean);

  const filters = queryFields.map((field) => `${field.name}: ''`).join(', ');
  const columns = model.listFields.map((field) => `      ${columnOf(field)},`);
  const memoDeps = [...listDicts.filter((dict) => model.listFields.some((field) => dictOf(field) === dict)).map(dictVar)];
  const formDictProps = formDicts.map((dict) => ` ${dictVar(dict)}={${dictVar(dict)}}`).join('');
  const queryControls = [...queryFields.map(filterOf), ...(range ? [`{ dateRange: ${tsString(range.name)} }`] : [])];

  return `'use client';

${imports.join('\n')}

const FILTERS = { ${filters} };
const editingOf = (row: ${typeName} | null) => ({ row });

/** ${commentText(model.label)}: the rows of ${model.spec.tableName}, with the buttons the permissions \`${permission}:*\` allow. */
export default function ${typeName}Page() {
${dicts.map((dict) => `  const ${dictVar(dict)} = useDict('${dict}');`).join('\n')}

  const columns = useMemo<ColumnSpec<${typeName}>[]>(
    () => [
${columns.join('\n')}
    ],
    [${memoDeps.join(', ')}],
  );

  return (
    <ListScreen
      namespace="${namespace}"
      api={${business}Rows}
      filters={FILTERS}${range ? `\n      dateField="${upperFirst(range.name)}"` : ''}
      columns={columns}
      queryFields={[${queryControls.join(', ')}]}
      editingOf={editingOf}
      form={({ editing, onClose, onSave }) => <${typeName}Form open={editing !== null} row={editing?.row ?? null}${formDictProps} onClose={onClose} onSave={onSave} />}
      exportName="${business}"
    />
  );
}
`;
}
