import { formTypeOf } from './render-client';
import { dictOf, dictsOf, dictVar } from './screen-parts';
import { commentText, tsString } from './source-text';
import type { FieldModel, TableModel } from './table-model';

/** The form value of a field from a row of the list. */
function initialOf(field: FieldModel): string {
  const value = `row.${field.name}`;
  if (field.kind === 'boolean') return `${value} ?? false`;
  if (field.kind === 'timestamp') return `inputTimeOfWire(${value})`;
  if (field.kind === 'text' || field.kind === 'date') return field.notNull ? value : `${value} ?? ''`;
  return `${value} === null || ${value} === undefined ? '' : String(${value})`;
}

function emptyOf(field: FieldModel): string {
  return field.kind === 'boolean' ? 'false' : "''";
}

/** The control of one field: a dictionary choice, a date, a yes/no, or a text box. */
function controlOf(field: FieldModel, required: boolean): string {
  const name = tsString(field.name);
  const label = `t(${name})`;
  const req = required ? ' required' : '';
  const dict = dictOf(field);
  if (field.kind === 'boolean') {
    const checked = field.required ? `values.${field.name}` : `values.${field.name} ?? false`;
    return `<FormControlLabel control={<Checkbox checked={${checked}} onChange={(e) => set(${name}, e.target.checked)} />} label={${label}} />`;
  }
  if (dict && field.htmlType === 'radio') {
    return `<RadioField label={${label}} options={dictChoices(${dictVar(dict)})} value={values.${field.name}} onChange={(value) => set(${name}, value)} />`;
  }
  if (dict && (field.htmlType === 'select' || field.htmlType === 'checkbox')) {
    return `<TextField select label={${label}} value={values.${field.name}} onChange={(e) => set(${name}, e.target.value)}${req} fullWidth {...fieldError(errors.${field.name})}>
          {${dictVar(dict)}.map((option) => (
            <MenuItem key={option.dictValue} value={option.dictValue}>
              {option.dictLabel}
            </MenuItem>
          ))}
        </TextField>`;
  }
  if (field.kind === 'timestamp') {
    return `<DateTimeField label={${label}} value={values.${field.name}} onChange={(value) => set(${name}, value)}${req} {...fieldError(errors.${field.name})} />`;
  }
  if (field.kind === 'date') {
    return `<TextField type="date" label={${label}} value={values.${field.name}} onChange={(e) => set(${name}, e.target.value)}${req} fullWidth slotProps={{ inputLabel: { shrink: true } }} {...fieldError(errors.${field.name})} />`;
  }
  const multiline = field.htmlType === 'textarea' || field.htmlType === 'editor' ? ' multiline minRows={3}' : '';
  return `<TextField label={${label}} value={values.${field.name}} onChange={(e) => set(${name}, e.target.value)}${req}${multiline} fullWidth {...fieldError(errors.${field.name})} />`;
}

/** `features/<module>/<business>/screens/<business>-form.tsx`: the add and edit dialog. */
export function renderForm(model: TableModel): string {
  const { typeName, business, pk } = model;
  const fields = model.formFields;
  const dicts = dictsOf(fields);
  const times = fields.filter((field) => field.kind === 'timestamp');
  const uses = (test: (field: FieldModel) => boolean) => fields.some(test);
  const usesCheckbox = uses((field) => field.kind === 'boolean');
  const usesMenu = uses(
    (field) => field.kind !== 'boolean' && !!dictOf(field) && (field.htmlType === 'select' || field.htmlType === 'checkbox'),
  );
  const usesRadio = uses((field) => field.kind !== 'boolean' && !!dictOf(field) && field.htmlType === 'radio');
  const muiNames = [
    'Grid',
    'TextField',
    ...(usesCheckbox ? ['Checkbox', 'FormControlLabel'] : []),
    ...(usesMenu ? ['MenuItem'] : []),
  ].sort();

  const imports = [
    `import { ${muiNames.join(', ')} } from '@mui/material';`,
    "import { useTranslations } from 'next-intl';",
    "import { useMemo } from 'react';",
    "import { parsedBy, problemMessages, schemaProblems, type FormValues } from '@/components/admin/list/field-problems';",
    "import { FormDialog } from '@/components/admin/list/form-dialog';",
    usesRadio ? "import { RadioField, dictChoices } from '@/components/admin/list/radio-field';" : '',
    times.length ? "import { DateTimeField } from '@/components/admin/list/date-time-field';" : '',
    "import { useDialogForm } from '@/components/admin/list/use-dialog-form';",
    "import { fieldError } from '@/components/common/field-error';",
    `import type { ${typeName}, ${typeName}Input } from '../client/api';`,
    `import { ${business}Schema } from '../contract';`,
    dicts.length ? "import type { DictOption } from '@/features/member/client/api';" : '',
    times.length ? "import { inputTimeOfWire, wireTimeOfInput } from '@/lib/format/datetime-local';" : '',
  ].filter(Boolean);

  const empty = fields.map((field) => `${field.name}: ${emptyOf(field)}`).join(', ');
  const fromRow = [`${pk.name}: row.${pk.name}`, ...fields.map((field) => `${field.name}: ${initialOf(field)}`)].join(', ');
  const wired = ['...values', ...times.map((field) => `${field.name}: wireTimeOfInput(values.${field.name})`)].join(', ');
  const body = times.length ? 'bodyOf(current)' : 'current';

  return `'use client';

${imports.join('\n')}

/** The form's values: numbers as typed, times as the time field has them. */
type Values = FormValues<${typeName}Input, '${pk.name}'>;

const EMPTY: Values = { ${empty} };
${
  times.length
    ? `
/** The values as the API reads them: times as the contract writes them. */
const bodyOf = (values: Values) => ({ ${wired} });
`
    : ''
}
interface Props {
  open: boolean;
  row: ${typeName} | null;
${dicts.map((dict) => `  ${dictVar(dict)}: DictOption[];`).join('\n')}
  onClose: () => void;
  onSave: (input: ${typeName}Input) => Promise<unknown>;
}

/** Add or edit one ${commentText(model.label)}; the API's refusal is shown in the dialog. */
export function ${typeName}Form({ open, row${dicts.map((dict) => `, ${dictVar(dict)}`).join('')}, onClose, onSave }: Props) {
  const t = useTranslations('admin.${business}');
  const initial = useMemo<Values | null>(() => {
    if (!open) return null;
    return row ? { ${fromRow} } : EMPTY;
  }, [open, row]);
  const form = useDialogForm(
    initial,
    // The contract's schema, the one the API parses with: messages of \`admin.${business}\` where it has them, else the schema's own.
    (current) => problemMessages(schemaProblems(${business}Schema, ${body}), t, (field) => t(field)),
    (current) => onSave(parsedBy(${business}Schema, ${body})),
  );

  const { values, set, errors } = form;
  if (!values) return null;
  return (
    <FormDialog open={open} adding={!row} namespace="admin.${business}" onClose={onClose} form={form}>
${fields
  .map(
    (field) => `      <Grid size={{ xs: 12, md: ${12 / colSizeOf(model)} }}>
        ${controlOf(field, field.required && formTypeOf(field) === 'string')}
      </Grid>`,
  )
  .join('\n')}
    </FormDialog>
  );
}
`;
}

/** How many fields share a row of the form (formColNum, 1 to 3). */
function colSizeOf(model: TableModel): number {
  const count = model.spec.formColNum;
  return count === 2 || count === 3 ? count : 1;
}
