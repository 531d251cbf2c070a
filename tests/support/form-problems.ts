/**
 * Checks a form's problems for rows of changes to one valid set of values. Each row states all the
 * check finds, so a change that upsets another field fails the row too.
 */
export function expectProblems<V extends object>(
  check: (values: V) => unknown,
  valid: V,
  rows: readonly (readonly [changes: Partial<V>, problems: Record<string, unknown>])[],
): void {
  for (const [changes, problems] of rows) expect({ changes, problems: check({ ...valid, ...changes }) }).toEqual({ changes, problems });
}
