import { dictOf, dictsOf, dictVar, plainQueryFieldsOf, rangeFieldOf } from './screen-parts';
import { commentText, tsString, upperFirst } from './source-text';
import type { FieldModel, TableModel } from './table-model';

function cellOf(field: FieldModel): string {
  const dict = dictOf(field);
  if (dict)
    return `, render: (row) => <DictTag options={${dictVar(dict)}} value={row.${field.name} === null ? null : String(row.${field.name})} />`;
  if (field.kind === 'boolean') return `, render: (row) => (row.${field.name} === null ? '' : row.${field.name} ? '是' : '否')`;
  return '';
}

function filterControlOf(field: FieldModel): string {
  const dict = dictOf(field);
  const label = `t(${tsString(field.name)})`;
  if (dict)
    return `          <DictSelectFilter label={${label}} options={${dictVar(dict)}} value={list.filters.${field.name}} onChange={(value) => list.setFilter(${tsString(field.name)}, value)} />`;
  return `          <TextField label={${label}} value={list.filters.${field.name}} onChange={(e) => list.setFilter(${tsString(field.name)}, e.target.value)} />`;
}

/** `features/<module>/<business>/screens/<business>-page.tsx`: query form, buttons, table, pager and the form dialog. */
export function renderPage(model: TableModel): string {
  const { typeName, business, pk, permission } = model;
  const Business = upperFirst(business);
  const namespace = `admin.${business}`;
  const queryFields = plainQueryFieldsOf(model);
  const range = rangeFieldOf(model);
  const listDicts = dictsOf([...model.listFields, ...queryFields]);
  const formDicts = dictsOf(model.formFields);
  const dicts = [...new Set([...listDicts, ...formDicts])];
  const usesTag = model.listFields.some((field) => dictOf(field));
  const usesDictFilter = queryFields.some((field) => dictOf(field));
  const usesTextFilter = queryFields.some((field) => !dictOf(field));

  const imports = [
    usesTextFilter ? "import { TextField } from '@mui/material';" : '',
    "import { useTranslations } from 'next-intl';",
    "import { useMemo } from 'react';",
    "import type { Column } from '@/components/admin/list/data-table';",
    range ? "import { DateRangeField } from '@/components/admin/list/date-range-field';" : '',
    usesDictFilter ? "import { DictSelectFilter } from '@/components/admin/list/dict-select-filter';" : '',
    usesTag ? "import { DictTag } from '@/components/admin/list/dict-tag';" : '',
    "import { ListScreen } from '@/components/admin/list/list-screen';",
    dicts.length ? "import { useDict } from '@/components/admin/list/use-dict';" : '',
    `import { ${business.toUpperCase()}_EXPORT_PATH, add${Business}, delete${Business}, list${Business}, update${Business}, type ${typeName} } from '../client/api';`,
    `import { ${typeName}Form } from './${business}-form';`,
  ].filter(Boolean);

  const filters = queryFields.map((field) => `${field.name}: ''`).join(', ');
  const columns = model.listFields.map(
    (field) => `      { key: ${tsString(field.name)}, label: t(${tsString(field.name)})${cellOf(field)} },`,
  );
  const memoDeps = ['t', ...listDicts.filter((dict) => model.listFields.some((field) => dictOf(field) === dict)).map(dictVar)];
  const formDictProps = formDicts.map((dict) => ` ${dictVar(dict)}={${dictVar(dict)}}`).join('');
  const queryControls = [
    ...queryFields.map(filterControlOf),
    ...(range
      ? [`          <DateRangeField label={t(${tsString(range.name)})} value={list.dateRange} onChange={list.setDateRange} />`]
      : []),
  ];

  return `'use client';

${imports.join('\n')}

const LIST_KEY = '${model.module}-${business}';
const FILTERS = { ${filters} };
const idOf = (row: ${typeName}) => row.${pk.name};
const editingOf = (row: ${typeName} | null) => ({ row });

/** ${commentText(model.label)}: the rows of ${model.spec.tableName}, with the buttons the permissions \`${permission}:*\` allow. */
export default function ${typeName}Page() {
  const t = useTranslations('${namespace}');
${dicts.map((dict) => `  const ${dictVar(dict)} = useDict('${dict}');`).join('\n')}

  const columns = useMemo<Column<${typeName}>[]>(
    () => [
${columns.join('\n')}
    ],
    [${memoDeps.join(', ')}],
  );

  return (
    <ListScreen
      namespace="${namespace}"
      listKey={LIST_KEY}
      fetch={list${Business}}
      filters={FILTERS}${range ? `\n      dateField="${upperFirst(range.name)}"` : ''}
      idOf={idOf}
      idKey="${pk.name}"
      permission="${permission}"
      columns={columns}
      queryFields={(list) => (
        <>
${queryControls.join('\n')}
        </>
      )}
      add={add${Business}}
      update={update${Business}}
      remove={delete${Business}}
      editingOf={editingOf}
      form={({ editing, onClose, onSave }) => <${typeName}Form open={editing !== null} row={editing?.row ?? null}${formDictProps} onClose={onClose} onSave={onSave} />}
      exportTo={{ path: ${business.toUpperCase()}_EXPORT_PATH, fileName: '${business}' }}
    />
  );
}
`;
}
