import { tsString, upperFirst } from './source-text';
import type { FieldModel, TableModel } from './table-model';

/** The values a form sends may be missing for a column of this field: the input is then null. */
export function inputNullable(field: FieldModel): boolean {
  return !field.required && field.kind !== 'text' && field.kind !== 'other';
}

export const insertFieldsOf = (model: TableModel) => model.formFields.filter((field) => field.insert);
export const editFieldsOf = (model: TableModel) => model.formFields.filter((field) => field.edit);

/**
 * Helpers the generated contract defines for its schema when its fields need them. The patterns
 * (`DECIMAL`, `DAY`) are exported: the service's list filters check their values with them too.
 */
export const CONTRACT_HELPERS = {
  blank: `/** A value the form left empty. */
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const numberInput = (value: unknown) => (isBlank(value) ? undefined : typeof value === 'string' ? Number(value) : value);`,
  number: `/** A number of the form, sent as a number or its text. */
const numberOf = (label: string, integer: boolean) =>
  z.preprocess(
    numberInput,
    z.number({ error: (issue) => (issue.input === undefined ? \`\${label}不能为空\` : \`\${label}必须是数字\`) }).refine((value) => !integer || Number.isInteger(value), \`\${label}必须是整数\`),
  );`,
  optionalNumber: `/** A number the form may leave empty (null). */
const optionalNumberOf = (label: string, integer: boolean) =>
  z.preprocess(
    (value) => numberInput(value) ?? null,
    z
      .number({ error: \`\${label}必须是数字\` })
      .refine((value) => !integer || Number.isInteger(value), \`\${label}必须是整数\`)
      .nullable(),
  );`,
  decimal: `export const DECIMAL = /^-?\\d{1,30}(\\.\\d{1,30})?$/;`,
  day: `export const DAY = /^\\d{4}-\\d{2}-\\d{2}$/;`,
  time: `/** A time as the contract writes it (\`yyyy-MM-dd HH:mm:ss\`; seconds, or the whole time of day, may be left out), China time. */
const TIME = /^\\d{4}-\\d{2}-\\d{2}(?: \\d{2}:\\d{2}(?::\\d{2})?)?$/;
const timeText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const timeFormat = (label: string) => ({ message: \`\${label}格式不正确，应为yyyy-MM-dd HH:mm:ss\`, params: problem('timeFormat') });`,
  requiredTime: `/** A time of the form, as its text: the server reads it as a time of the day it names. */
const timeOf = (label: string) =>
  z.preprocess(
    timeText,
    z
      .string()
      .refine((value) => value !== '', { message: \`\${label}不能为空\`, params: problem('required') })
      .refine((value) => value === '' || TIME.test(value), timeFormat(label)),
  );`,
  optionalTime: `/** A time the form may leave empty (null). */
const optionalTimeOf = (label: string) =>
  z.preprocess(
    timeText,
    z
      .string()
      .refine((value) => value === '' || TIME.test(value), timeFormat(label))
      .transform((value) => (value === '' ? null : value)),
  );`,
  optionalBoolean: `/** A yes or no the form may leave empty (null). */
const optionalBooleanOf = (label: string) => z.preprocess((value) => (isBlank(value) ? null : value), z.boolean({ error: \`\${label}格式不正确\` }).nullable());`,
};
export type ContractHelper = keyof typeof CONTRACT_HELPERS;

/** The contract's patterns, by the helper that defines them: the service imports those its filters use. */
export const PATTERNS: Partial<Record<ContractHelper, string>> = { decimal: 'DECIMAL', day: 'DAY' };

/** Helpers the generated service defines for itself when its filters and writes need them. */
export const SERVICE_HELPERS = {
  numberFilter: `/** A number filter of the list; anything else is refused. */
function numberFilter(label: string, text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value)) throw new ServiceError(\`\${label}必须是数字\`);
  return value;
}`,
  decimalFilter: `function decimalFilter(label: string, text: string): string {
  if (!DECIMAL.test(text)) throw new ServiceError(\`\${label}必须是数字\`);
  return text;
}`,
  booleanFilter: `function booleanFilter(label: string, text: string): boolean {
  if (text !== 'true' && text !== 'false') throw new ServiceError(\`\${label}格式不正确\`);
  return text === 'true';
}`,
  dayFilter: `function dayFilter(label: string, text: string): string {
  if (!DAY.test(text)) throw new ServiceError(\`\${label}格式不正确，应为yyyy-MM-dd\`);
  return text;
}`,
  timeFilter: `function timeFilter(label: string, text: string): Date {
  const time = chinaTimeOf(text);
  if (!time) throw new ServiceError(\`\${label}格式不正确，应为yyyy-MM-dd HH:mm:ss\`);
  return time;
}`,
  storedTime: `/** A time of the form as the table keeps it; a day the calendar lacks (02-30) is refused. */
function storedTime(label: string, text: string): Date {
  const time = chinaTimeOf(text);
  if (!time) throw new ServiceError(\`\${label}格式不正确，应为yyyy-MM-dd HH:mm:ss\`);
  return time;
}`,
};
export type Helper = ContractHelper | keyof typeof SERVICE_HELPERS;

export interface Needs {
  helpers: Set<Helper>;
  imports: Map<string, Set<string>>;
}

export function need(needs: Needs, from: string, ...names: string[]) {
  const set = needs.imports.get(from) ?? new Set<string>();
  for (const name of names) set.add(name);
  needs.imports.set(from, set);
}

/** Import statements, packages first, then the project's modules by path. */
export function importLinesOf(imports: Map<string, Set<string>>): string[] {
  const bare = (name: string) => name.replace(/^type /, '');
  return [...imports]
    .sort(([a], [b]) => Number(a.startsWith('.')) - Number(b.startsWith('.')) || (a < b ? -1 : a > b ? 1 : 0))
    .map(([from, names]) => {
      const list = [...names].sort((a, b) => bare(a).toLowerCase().localeCompare(bare(b).toLowerCase()));
      if (list.every((name) => name.startsWith('type '))) return `import type { ${list.map(bare).join(', ')} } from '${from}';`;
      return `import { ${list.join(', ')} } from '${from}';`;
    });
}

/** The zod schema of one form field. */
export function inputSchemaOf(field: FieldModel, needs: Needs): string {
  const label = tsString(field.label);
  const optional = !field.required;
  switch (field.kind) {
    case 'integer':
    case 'bigint':
    case 'float':
    case 'numeric': {
      if (field.kind === 'numeric' && field.tsType !== 'number') {
        need(needs, '@/lib/contract/fields', 'textOf');
        needs.helpers.add('decimal');
        const check = `.refine((value) => ${optional ? "value === '' || " : ''}DECIMAL.test(value), ${tsString(`${field.label}必须是数字`)})`;
        return optional
          ? `textOf(${label}, 62, { optional: true })${check}.transform((value) => (value === '' ? null : value))`
          : `textOf(${label}, 62)${check}`;
      }
      needs.helpers.add('blank');
      needs.helpers.add(optional ? 'optionalNumber' : 'number');
      return `${optional ? 'optionalNumberOf' : 'numberOf'}(${label}, ${field.kind !== 'float' && field.kind !== 'numeric'})`;
    }
    case 'boolean':
      if (optional) {
        needs.helpers.add('blank');
        needs.helpers.add('optionalBoolean');
        return `optionalBooleanOf(${label})`;
      }
      return `z.boolean({ error: ${tsString(`${field.label}格式不正确`)} })`;
    case 'date': {
      need(needs, '@/lib/contract/fields', 'textOf');
      needs.helpers.add('day');
      const check = `.refine((value) => ${optional ? "value === '' || " : ''}DAY.test(value), ${tsString(`${field.label}格式不正确，应为yyyy-MM-dd`)})`;
      return optional
        ? `textOf(${label}, 10, { optional: true })${check}.transform((value) => (value === '' ? null : value))`
        : `textOf(${label}, 10)${check}`;
    }
    case 'timestamp':
      need(needs, '@/lib/contract/fields', 'problem');
      needs.helpers.add('time');
      needs.helpers.add(optional ? 'optionalTime' : 'requiredTime');
      return `${optional ? 'optionalTimeOf' : 'timeOf'}(${label})`;
    default:
      need(needs, '@/lib/contract/fields', 'textOf');
      return `textOf(${label}, ${field.length ?? 2000}${optional ? ', { optional: true }' : ''})`;
  }
}

/** The list filter rule (lib/backend/http/table-list) of one query field. */
export function filterOf(model: TableModel, field: FieldModel, needs: Needs): string {
  const column = `${model.tableVar}.${field.name}`;
  const name = tsString(field.name);
  const label = tsString(field.label);
  if (field.queryType === 'BETWEEN' && (field.kind === 'date' || field.kind === 'timestamp')) {
    need(needs, '@/lib/backend/http/table-list', 'daysOf');
    return `daysOf(${column}, ${tsString(upperFirst(field.name))})`;
  }
  const max = field.length ? `, ${Math.max(field.length, 1)}` : '';
  if (field.kind === 'text' && field.queryType === 'LIKE') {
    need(needs, '@/lib/backend/http/table-list', 'contains');
    return `contains(${name}, ${column}${max})`;
  }
  const operator = ({ EQ: 'eq', NE: 'ne', GT: 'gt', GTE: 'gte', LT: 'lt', LTE: 'lte' } as Record<string, string>)[field.queryType] ?? 'eq';
  let value = 'value';
  if (
    field.kind === 'integer' ||
    field.kind === 'bigint' ||
    field.kind === 'float' ||
    (field.kind === 'numeric' && field.tsType === 'number')
  ) {
    needs.helpers.add('numberFilter');
    need(needs, '@/lib/backend/http/errors', 'ServiceError');
    value = `numberFilter(${label}, value)`;
  } else if (field.kind === 'numeric') {
    needs.helpers.add('decimal');
    needs.helpers.add('decimalFilter');
    need(needs, '@/lib/backend/http/errors', 'ServiceError');
    value = `decimalFilter(${label}, value)`;
  } else if (field.kind === 'boolean') {
    needs.helpers.add('booleanFilter');
    need(needs, '@/lib/backend/http/errors', 'ServiceError');
    value = `booleanFilter(${label}, value)`;
  } else if (field.kind === 'date') {
    needs.helpers.add('day');
    needs.helpers.add('dayFilter');
    need(needs, '@/lib/backend/http/errors', 'ServiceError');
    value = `dayFilter(${label}, value)`;
  } else if (field.kind === 'timestamp') {
    needs.helpers.add('timeFilter');
    need(needs, '@/lib/backend/http/errors', 'ServiceError');
    need(needs, '@/lib/backend/http/wire-time', 'chinaTimeOf');
    value = `timeFilter(${label}, value)`;
  } else if (operator === 'eq') {
    need(needs, '@/lib/backend/http/table-list', 'equals');
    return `equals(${name}, ${column}${max})`;
  }
  need(needs, 'drizzle-orm', operator);
  need(needs, '@/lib/backend/http/table-list', 'whenGiven');
  return `whenGiven(${name}, (value) => ${operator}(${column}, ${value})${max})`;
}

/** The value a write gives a column from the parsed form: a time's text read as a time (refused when the day does not exist). */
export function valueOf(field: FieldModel, needs: Needs): string {
  const value = `input.${field.name}`;
  const absent = inputNullable(field) && field.notNull ? 'undefined' : 'null';
  if (field.kind === 'timestamp') {
    needs.helpers.add('storedTime');
    need(needs, '@/lib/backend/http/errors', 'ServiceError');
    need(needs, '@/lib/backend/http/wire-time', 'chinaTimeOf');
    const stored = `storedTime(${tsString(field.label)}, ${value})`;
    return field.required ? stored : `${value} === null ? ${absent} : ${stored}`;
  }
  return absent === 'undefined' ? `${value} ?? undefined` : value;
}
