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
    return `        <DictSelectFilter label={${label}} options={${dictVar(dict)}} value={list.filters.${field.name}} onChange={(value) => list.setFilter(${tsString(field.name)}, value)} />`;
  return `        <TextField label={${label}} value={list.filters.${field.name}} onChange={(e) => list.setFilter(${tsString(field.name)}, e.target.value)} />`;
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
    `import { Box${usesTextFilter ? ', TextField' : ''} } from '@mui/material';`,
    "import { useTranslations } from 'next-intl';",
    "import { useMemo, useState } from 'react';",
    "import { AdminPagination } from '@/components/admin/list/admin-pagination';",
    "import { DataTable, useColumnChoice, type Column } from '@/components/admin/list/data-table';",
    range ? "import { DateRangeField } from '@/components/admin/list/date-range-field';" : '',
    usesDictFilter ? "import { DictSelectFilter } from '@/components/admin/list/dict-select-filter';" : '',
    usesTag ? "import { DictTag } from '@/components/admin/list/dict-tag';" : '',
    "import { ListButtons } from '@/components/admin/list/list-buttons';",
    "import { QueryForm } from '@/components/admin/list/query-form';",
    "import { RightToolbar } from '@/components/admin/list/right-toolbar';",
    "import { RowActions } from '@/components/admin/list/row-actions';",
    dicts.length ? "import { useDict } from '@/components/admin/list/use-dict';" : '',
    "import { useEditableList } from '@/components/admin/list/use-editable-list';",
    "import { useListQuery } from '@/components/admin/list/use-list-query';",
    `import { ${business.toUpperCase()}_EXPORT_PATH, add${Business}, delete${Business}, list${Business}, update${Business}, type ${typeName} } from '../client/api';`,
    "import { downloadExport } from '@/lib/http/download';",
    `import { ${typeName}Form } from './${business}-form';`,
  ].filter(Boolean);

  const filters = queryFields.map((field) => `${field.name}: ''`).join(', ');
  const columns = model.listFields.map(
    (field) => `      { key: ${tsString(field.name)}, label: t(${tsString(field.name)})${cellOf(field)} },`,
  );
  const memoDeps = [
    't',
    'common',
    ...listDicts.filter((dict) => model.listFields.some((field) => dictOf(field) === dict)).map(dictVar),
    'remove',
  ];
  const formDictProps = formDicts.map((dict) => ` ${dictVar(dict)}={${dictVar(dict)}}`).join('');

  return `'use client';

${imports.join('\n')}

const LIST_KEY = '${model.module}-${business}';
const FILTERS = { ${filters} };

/** ${commentText(model.label)}: the rows of ${model.spec.tableName}, with the buttons the permissions \`${permission}:*\` allow. */
export default function ${typeName}Page() {
  const t = useTranslations('${namespace}');
  const common = useTranslations('admin.common');
${dicts.map((dict) => `  const ${dictVar(dict)} = useDict('${dict}');`).join('\n')}
  const list = useListQuery<${typeName}, typeof FILTERS>({ key: LIST_KEY, fetch: list${Business}, filters: FILTERS${range ? `, dateField: '${upperFirst(range.name)}'` : ''} });
  const [showSearch, setShowSearch] = useState(true);
  const [editing, setEditing] = useState<{ row: ${typeName} | null } | null>(null);

  const rows = useEditableList({
    listKey: LIST_KEY,
    namespace: '${namespace}',
    idOf: (row: ${typeName}) => row.${pk.name},
    idKey: '${pk.name}',
    add: add${Business},
    update: update${Business},
    remove: delete${Business},
    onSaved: () => setEditing(null),
  });
  const { remove } = rows;

  const columns = useMemo<Column<${typeName}>[]>(
    () => [
${columns.join('\n')}
      { key: 'actions', label: common('actions'), render: (row) => <RowActions permission="${permission}" onEdit={() => setEditing({ row })} onRemove={() => void remove([row])} /> },
    ],
    [${memoDeps.join(', ')}],
  );
  const columnChoice = useColumnChoice(columns);
  const chosen = rows.chosenOf(list.rows);

  return (
    <Box>
      <QueryForm show={showSearch} onSearch={list.search} onReset={list.reset}>
${queryFields.map(filterControlOf).join('\n')}${range ? `\n        <DateRangeField label={t(${tsString(range.name)})} value={list.dateRange} onChange={list.setDateRange} />` : ''}
      </QueryForm>

      <ListButtons
        permission="${permission}"
        chosen={chosen.length}
        onAdd={() => setEditing({ row: null })}
        onEdit={() => setEditing({ row: chosen[0] })}
        onRemove={() => void remove(chosen)}
        onExport={() => void downloadExport(${business.toUpperCase()}_EXPORT_PATH, list.params, \`${business}_\${Date.now()}.xlsx\`)}
      >
        <RightToolbar showSearch={showSearch} onToggleSearch={() => setShowSearch(!showSearch)} onRefresh={list.refresh} columns={columnChoice.choices} onToggleColumn={columnChoice.toggle} />
      </ListButtons>

      <DataTable label={t('title')} columns={columnChoice.visible} rows={list.rows} rowKey={(row) => row.${pk.name}} loading={list.loading} selected={rows.selected} onSelectedChange={rows.setSelected} />
      <AdminPagination total={list.total} pageNum={list.pageNum} pageSize={list.pageSize} onChange={list.setPage} />
      <${typeName}Form open={editing !== null} row={editing?.row ?? null}${formDictProps} onClose={() => setEditing(null)} onSave={rows.save} />
    </Box>
  );
}
`;
}
