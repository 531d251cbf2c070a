/**
 * How the admin forms report refused fields: each check answers a `FieldProblem` per field (a
 * message key of the form's messages and the values that message needs), and the form turns them
 * into the words shown beside the fields with `problemMessages`.
 */
export interface FieldProblem<Key extends string = string> {
  key: Key;
  values?: Record<string, number>;
}

export type FieldProblems<Field extends string, Key extends string = string> = Partial<Record<Field, FieldProblem<Key>>>;

/** A form's `useTranslations` function, as the checks' messages need it. */
type Translate = (key: string, values?: Record<string, string | number>) => string;

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

/**
 * Each problem as its form shows it beside the field: the message `key` with the problem's
 * values, and, when `labelOf` is given, the field's name as `label` (messages like `{label}不能为空`).
 */
export function problemMessages<Field extends string>(
  problems: FieldProblems<Field>,
  t: Translate,
  labelOf?: (field: Field) => string,
): Partial<Record<Field, string>> {
  const messageOf = (field: Field, { key, values }: FieldProblem) =>
    labelOf ? t(key, { label: labelOf(field), ...values }) : t(key, values);
  return Object.fromEntries(
    (Object.entries(problems) as [Field, FieldProblem][]).map(([field, problem]) => [field, messageOf(field, problem)]),
  ) as Partial<Record<Field, string>>;
}
