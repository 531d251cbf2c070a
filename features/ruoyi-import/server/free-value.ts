/** Appended to a RuoYi row's name or key that is another row's here, so that both stay apart. */
const RENAMED_SUFFIX = '_ruoyi';

/**
 * `value` when `taken` says it is free; otherwise the first free of value_ruoyi, value_ruoyi2, …,
 * cut to `length`. The same rows here give the same answer on every run.
 */
export async function freeValue(value: string, length: number, taken: (candidate: string) => Promise<boolean>): Promise<string> {
  if (!(await taken(value))) return value;
  for (let attempt = 1; ; attempt++) {
    const suffix = attempt === 1 ? RENAMED_SUFFIX : `${RENAMED_SUFFIX}${attempt}`;
    const candidate = `${value.slice(0, length - suffix.length)}${suffix}`;
    if (!(await taken(candidate))) return candidate;
  }
}
