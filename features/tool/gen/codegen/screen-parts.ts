import { camelOf, DICT_TYPE } from './source-text';
import type { FieldModel, TableModel } from './table-model';

/** The dictionary a field shows its values with, when it names a valid one. */
export function dictOf(field: FieldModel): string | null {
  return field.dictType && DICT_TYPE.test(field.dictType) ? field.dictType : null;
}

/** The variable holding a dictionary's options in a screen (`sys_normal_disable` → `sysNormalDisableOptions`). */
export function dictVar(dictType: string): string {
  return `${camelOf(dictType)}Options`;
}

/** The dictionaries a set of fields uses, each once. */
export function dictsOf(fields: FieldModel[]): string[] {
  return [...new Set(fields.map(dictOf).filter((dict): dict is string => dict !== null))];
}

/** The one query field the screen's date range filters on (`params[begin<Field>]`), if any. */
export function rangeFieldOf(model: TableModel): FieldModel | undefined {
  return model.queryFields.find((field) => field.queryType === 'BETWEEN' && (field.kind === 'date' || field.kind === 'timestamp'));
}

/** Query fields with a text box or a dictionary choice (not the date range). */
export function plainQueryFieldsOf(model: TableModel): FieldModel[] {
  return model.queryFields.filter((field) => !(field.queryType === 'BETWEEN' && (field.kind === 'date' || field.kind === 'timestamp')));
}
