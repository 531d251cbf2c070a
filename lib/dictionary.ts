/**
 * An option of a dictionary as a form, a filter or a tag reads it: the entries
 * `GET /system/dict/data/type/:dictType` answers, of which only these fields are read.
 */
export interface DictOption {
  dictValue: string;
  dictLabel: string;
  listClass?: string | null;
  cssClass?: string | null;
}
