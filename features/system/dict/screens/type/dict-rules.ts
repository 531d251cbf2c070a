import { problemsFound, tooLong, type FieldProblems } from '@/components/admin/list/field-problems';
import { DICT_DATA_LIMITS, DICT_TYPE_LIMITS, DICT_TYPE_PATTERN, DISPLAY_ORDER_MAX } from '@/lib/rules/system-rules';

/**
 * The client's checks of the dictionary forms, the same limits the API enforces: a failed check
 * names a message key of the form's messages (`admin.dict`, `admin.dictData`).
 */
export function dictTypeProblems(values: {
  dictName: string;
  dictType: string;
  remark: string;
}): FieldProblems<'dictName' | 'dictType' | 'remark'> {
  const dictType = values.dictType.trim();
  return {
    ...tooLong(values, DICT_TYPE_LIMITS),
    ...problemsFound({
      dictName: values.dictName.trim() ? undefined : { key: 'required.dictName' },
      dictType: !dictType ? { key: 'required.dictType' } : DICT_TYPE_PATTERN.test(dictType) ? undefined : { key: 'dictTypePattern' },
    }),
  };
}

type DataField = 'dictLabel' | 'dictValue' | 'cssClass' | 'dictSort' | 'remark';

/** `dictSort` is the text of the number field, which may be empty while typing. */
export function dictDataProblems(values: Record<DataField, string>): FieldProblems<DataField> {
  const sort = values.dictSort.trim();
  return {
    ...tooLong(values, DICT_DATA_LIMITS),
    ...problemsFound({
      dictLabel: values.dictLabel.trim() ? undefined : { key: 'required.dictLabel' },
      dictValue: values.dictValue.trim() ? undefined : { key: 'required.dictValue' },
      dictSort: !sort
        ? { key: 'required.dictSort' }
        : !/^-?\d+$/.test(sort)
          ? { key: 'sortNotInteger' }
          : Number(sort) < 0
            ? { key: 'sortNegative' }
            : Number(sort) > DISPLAY_ORDER_MAX
              ? { key: 'sortTooLarge', values: { limit: DISPLAY_ORDER_MAX } }
              : undefined,
    }),
  };
}
