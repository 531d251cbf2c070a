/**
 * Checks a yes-or-no rule over the inputs it must accept and those it must refuse, all at once,
 * so a failure lists every input the rule answers wrongly.
 */
export function expectVerdicts(
  rule: (input: string) => boolean,
  inputs: { accepts?: readonly string[]; refuses?: readonly string[] },
): void {
  const { accepts = [], refuses = [] } = inputs;
  const all = [...accepts, ...refuses];
  expect(all.map((input) => [input, rule(input)])).toEqual(all.map((input, i) => [input, i < accepts.length]));
}
