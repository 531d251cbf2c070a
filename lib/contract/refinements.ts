/**
 * Runs an object's refinement whenever the fields it reads passed their own checks, whatever the
 * others' problems (`.refine(check, { path, when: whenSound('a', 'b') })`): a form shows it beside
 * its field at once. The API's answer, the first problem, is unchanged: an object's refinements
 * are reported after its fields' problems.
 */
export const whenSound =
  (...fields: string[]) =>
  ({ issues }: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !issues.some((issue) => fields.includes(String(issue.path?.[0])));
