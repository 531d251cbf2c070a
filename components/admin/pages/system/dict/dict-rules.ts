/**
 * The client's checks of the dictionary forms, the same limits the API enforces (contract
 * section 4; the API trims text before it measures it): a failed check names a message key of
 * the form's messages.
 */
const DICT_TYPE_PATTERN = /^[a-z][a-z0-9_]*$/;
const TEXT_LIMIT = 100;
const REMARK_LIMIT = 500;
const SORT_MAX = 999_999;

type Problem = { key: string; limit?: number };
type Problems<F extends string> = Partial<Record<F, Problem>>;

function tooLong<F extends string>(values: Partial<Record<F, string>>, limits: Partial<Record<F, number>>): Problems<F> {
  const found: Problems<F> = {};
  for (const [name, limit] of Object.entries(limits) as [F, number][]) if ((values[name] ?? '').trim().length > limit) found[name] = { key: 'tooLong', limit };
  return found;
}

export function checkDictType(values: { dictName: string; dictType: string; remark: string }): Problems<'dictName' | 'dictType' | 'remark'> {
  const found: Problems<'dictName' | 'dictType' | 'remark'> = tooLong(values, { dictName: TEXT_LIMIT, dictType: TEXT_LIMIT, remark: REMARK_LIMIT });
  if (!values.dictName.trim()) found.dictName = { key: 'required.dictName' };
  if (!values.dictType.trim()) found.dictType = { key: 'required.dictType' };
  else if (!DICT_TYPE_PATTERN.test(values.dictType.trim())) found.dictType = { key: 'dictTypePattern' };
  return found;
}

type DataFields = 'dictLabel' | 'dictValue' | 'cssClass' | 'dictSort' | 'remark';

/** `dictSort` is the text of the number field, which may be empty while typing. */
export function checkDictData(values: Record<DataFields, string>): Problems<DataFields> {
  const found: Problems<DataFields> = tooLong(values, { dictLabel: TEXT_LIMIT, dictValue: TEXT_LIMIT, cssClass: TEXT_LIMIT, remark: REMARK_LIMIT });
  if (!values.dictLabel.trim()) found.dictLabel = { key: 'required.dictLabel' };
  if (!values.dictValue.trim()) found.dictValue = { key: 'required.dictValue' };
  const sort = values.dictSort.trim();
  if (!sort) found.dictSort = { key: 'required.dictSort' };
  else if (!/^-?\d+$/.test(sort)) found.dictSort = { key: 'sortNotInteger' };
  else if (Number(sort) < 0) found.dictSort = { key: 'sortNegative' };
  else if (Number(sort) > SORT_MAX) found.dictSort = { key: 'sortTooLarge', limit: SORT_MAX };
  return found;
}

/** The failed checks as the messages a form shows beside its fields; a limit is written without grouping (999999, as the API says it). */
export function messagesOf<F extends string>(problems: Problems<F>, t: (key: string, values?: { limit: string }) => string): Partial<Record<F, string>> {
  return Object.fromEntries((Object.entries(problems) as [F, Problem][]).map(([name, problem]) => [name, problem.limit === undefined ? t(problem.key) : t(problem.key, { limit: String(problem.limit) })])) as Partial<Record<F, string>>;
}
