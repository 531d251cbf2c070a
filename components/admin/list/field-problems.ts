import type { z, ZodType } from 'zod';

/**
 * How the admin forms report refused fields: each check answers a `FieldProblem` per field (a
 * message key of the form's messages and the values that message needs), and the form turns them
 * into the words shown beside the fields with `problemMessages`.
 */
export interface FieldProblem<Key extends string = string> {
  key: Key;
  values?: Record<string, number>;
  /** The schema's own words (the server's answer), for a problem the form has no message of its own for. */
  message?: string;
}

export type FieldProblems<Field extends string, Key extends string = string> = Partial<Record<Field, FieldProblem<Key>>>;

/**
 * A form's state for the values a schema parses: text for every field typed or picked (numbers as
 * typed, so a field may be empty while typing), other values (flags, lists of ids) as they are;
 * the row's `Id`, when editing, as the row has it.
 */
export type FormValues<Input, Id extends keyof Input = never> = {
  [K in keyof Omit<Input, Id>]: NonNullable<Omit<Input, Id>[K]> extends string | number ? string : Omit<Input, Id>[K];
} & { [K in Id]?: Input[K] };

/** A form's `useTranslations` function, as the checks' messages need it. */
type Translate = ((key: string, values?: Record<string, string | number>) => string) & { has?: (key: string) => boolean };

/** The fields that have a problem, leaving out those that passed. */
export function problemsFound<Field extends string, P>(found: Partial<Record<Field, P | undefined>>): Partial<Record<Field, P>> {
  return Object.fromEntries(Object.entries(found).filter(([, problem]) => problem)) as Partial<Record<Field, P>>;
}

/** A text longer than its column allows, measured as the API measures it: without the spaces around it. */
export function tooLongProblem(text: string, limit: number): FieldProblem<'tooLong'> | undefined {
  return text.trim().length > limit ? { key: 'tooLong', values: { limit } } : undefined;
}

/** The fields longer than their columns allow (`tooLongProblem` for each field that has a limit). */
export function tooLong<Field extends string>(
  values: NoInfer<Record<Field, string>>,
  limits: Partial<Record<Field, number>>,
): FieldProblems<Field, 'tooLong'> {
  return problemsFound(
    Object.fromEntries(
      (Object.entries(limits) as [Field, number][]).map(([field, limit]) => [field, tooLongProblem(values[field], limit)]),
    ) as FieldProblems<Field, 'tooLong'>,
  );
}

interface SchemaIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  input?: unknown;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  params?: { problem?: string; limit?: number };
}

/** The problem a schema's issue names: its refinement's own name, or one of the plain checks' names. */
function problemOf(issue: SchemaIssue): FieldProblem {
  const limited = (key: string, limit: unknown) => ({ key, values: { limit: Number(limit) }, message: issue.message });
  if (issue.params?.problem) {
    const { problem, limit } = issue.params;
    return limit === undefined ? { key: problem, message: issue.message } : limited(problem, limit);
  }
  if (issue.code === 'invalid_type') return { key: issue.input === undefined ? 'required' : 'notInteger', message: issue.message };
  if (issue.code === 'too_small' && issue.origin === 'number') return limited('tooSmall', issue.minimum);
  if (issue.code === 'too_big' && issue.origin === 'number') return limited('tooLarge', issue.maximum);
  if (issue.code === 'too_big') return limited('tooLong', issue.maximum);
  return { key: issue.code === 'invalid_value' ? 'invalidChoice' : 'invalid', message: issue.message };
}

/**
 * A form's values checked by the contract's input schema, the same one the server parses with:
 * the first problem of each field. A form with rules of its own adds their problems to these.
 */
export function schemaProblems(schema: ZodType, values: unknown): FieldProblems<string> {
  const parsed = schema.safeParse(values, { reportInput: true });
  if (parsed.success) return {};
  const found: FieldProblems<string> = {};
  for (const issue of parsed.error.issues as SchemaIssue[]) {
    const field = String(issue.path[0] ?? '');
    found[field] ??= problemOf(issue);
  }
  return found;
}

/**
 * A form's values as the schema parses them (trimmed, numbers as numbers), beside the fields it
 * does not read (the row's id). Call it once the values have passed `schemaProblems`.
 */
export function parsedBy<Values extends object, Schema extends ZodType>(schema: Schema, values: Values) {
  return { ...values, ...(schema.parse(values) as object) } as Omit<Values, keyof z.output<Schema>> & z.output<Schema>;
}

/**
 * Each problem as its form shows it beside the field: the form's message `<key>.<field>` when it
 * has one, else `key` with the problem's values and, when `labelOf` is given, the field's name as
 * `label` (messages like `{label}不能为空`); a problem the form has no message for shows the
 * schema's own words.
 */
export function problemMessages<Field extends string>(
  problems: FieldProblems<Field>,
  t: Translate,
  labelOf?: (field: Field) => string,
): Partial<Record<Field, string>> {
  const has = (key: string) => t.has?.(key) ?? true;
  const messageOf = (field: Field, { key, values, message }: FieldProblem) => {
    if (t.has?.(`${key}.${field}`)) return t(`${key}.${field}`, values);
    if (message !== undefined && !has(key)) return message;
    return labelOf ? t(key, { label: labelOf(field), ...values }) : t(key, values);
  };
  return Object.fromEntries(
    (Object.entries(problems) as [Field, FieldProblem][]).map(([field, problem]) => [field, messageOf(field, problem)]),
  ) as Partial<Record<Field, string>>;
}
