/** A refused field: a message key of the screen's `rules` and the values its message needs. */
export interface FieldProblem<Key extends string = string> {
  key: Key;
  values?: Record<string, number>;
}

/** The fields that have a problem, leaving out those that passed. */
export function problemsFound<Field extends string, P>(found: Partial<Record<Field, P | undefined>>): Partial<Record<Field, P>> {
  return Object.fromEntries(Object.entries(found).filter(([, problem]) => problem)) as Partial<Record<Field, P>>;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Each problem as its form shows it beside the field: the screen's `rules.<key>`, naming the field by `labelOf`. */
export function problemMessages<Field extends string>(problems: Partial<Record<Field, FieldProblem>>, t: Translate, labelOf: (field: Field) => string): Partial<Record<Field, string>> {
  return Object.fromEntries(
    (Object.entries(problems) as [Field, FieldProblem][]).map(([field, problem]) => [field, t(`rules.${problem.key}`, { label: labelOf(field), ...problem.values })]),
  ) as Partial<Record<Field, string>>;
}
