import { schemaProblems, type FieldProblems } from '@/components/admin/list/field-problems';
import { dictDataSchema, dictTypeSchema } from '../../contract';

/**
 * The dictionary forms' checks: the contracts' schemas, the ones the API parses with; a failed
 * check names a message key of the form's messages (`admin.dict`, `admin.dictData`).
 */
export const dictTypeProblems = (values: { dictName: string; dictType: string; remark: string }) => schemaProblems(dictTypeSchema, values);

/**
 * `dictSort` is the text of the number field, which may be empty while typing: the API takes an
 * empty one as 0, the form asks for it, as the reference's form does.
 */
export function dictDataProblems(
  values: Record<'dictLabel' | 'dictValue' | 'dictType' | 'cssClass' | 'dictSort' | 'remark', string> & { dictEsLabel?: string },
) {
  const found: FieldProblems<string> = values.dictSort.trim() ? {} : { dictSort: { key: 'required' } };
  return { ...schemaProblems(dictDataSchema, values), ...found };
}
