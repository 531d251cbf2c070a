/**
 * An option of a dictionary as a form, a filter or a tag reads it: the entries
 * `GET /system/dict/data/type/:dictType` answers, of which only these fields are read.
 */
export interface DictOption {
  dictValue: string;
  dictLabel: string;
  /** The English label the portal's backend gives beside the Chinese (empty: none). */
  dictEsLabel?: string | null;
  listClass?: string | null;
  cssClass?: string | null;
}
