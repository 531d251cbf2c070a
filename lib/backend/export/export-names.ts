/** Where temporary exports are stored, under the reference's download folder. */
export const EXPORT_FOLDER = '/profile/download/';

/**
 * A temporary export as the reference names it, `<32 hex>_<title>.xlsx`: the name the older
 * export flow answers and `/common/download?fileName=` asks for (contract 10.7). Titles are
 * letters, digits, `_` and `-` only, so the name can never leave its folder.
 */
const EXPORT_NAME = /^[0-9a-f]{32}_[\p{L}\p{N}_-]{1,50}\.xlsx$/u;

export function isExportName(name: string): boolean {
  return EXPORT_NAME.test(name);
}
